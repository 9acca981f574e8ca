import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

export interface Scene {
  sky: [Rgb, Rgb];
  sea: Rgb;
  ball: Rgb;
  /** Where the ball sits, as fractions of the width and height. */
  ballAt: [number, number];
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG of a sky gradient, a sea band and a ball: demo gallery photos made here, no downloads. */
export function renderScene(scene: Scene, width = 640, height = 400): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const [cx, cy] = [scene.ballAt[0] * width, scene.ballAt[1] * height];
  const radius = height * 0.12;
  const horizon = height * 0.62;
  for (let y = 0; y < height; y++) {
    const offset = y * (width * 3 + 1);
    rows[offset] = 0; // no filter
    const t = y / height;
    for (let x = 0; x < width; x++) {
      let pixel: Rgb = [
        Math.round(scene.sky[0][0] * (1 - t) + scene.sky[1][0] * t),
        Math.round(scene.sky[0][1] * (1 - t) + scene.sky[1][1] * t),
        Math.round(scene.sky[0][2] * (1 - t) + scene.sky[1][2] * t),
      ];
      if (y > horizon) {
        const wave = Math.sin(x / 18 + y / 6) > 0.92 ? 30 : 0;
        pixel = [
          Math.min(255, scene.sea[0] + wave),
          Math.min(255, scene.sea[1] + wave),
          Math.min(255, scene.sea[2] + wave),
        ];
      }
      if ((x - cx) ** 2 + (y - cy) ** 2 < radius ** 2) pixel = scene.ball;
      const i = offset + 1 + x * 3;
      rows[i] = pixel[0];
      rows[i + 1] = pixel[1];
      rows[i + 2] = pixel[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const DEMO_SCENES: Scene[] = [
  {
    sky: [
      [255, 183, 77],
      [244, 114, 182],
    ],
    sea: [14, 116, 144],
    ball: [255, 236, 179],
    ballAt: [0.7, 0.45],
  },
  {
    sky: [
      [125, 211, 252],
      [186, 230, 253],
    ],
    sea: [8, 145, 178],
    ball: [255, 255, 255],
    ballAt: [0.3, 0.35],
  },
  {
    sky: [
      [30, 41, 59],
      [99, 102, 241],
    ],
    sea: [15, 23, 42],
    ball: [250, 204, 21],
    ballAt: [0.5, 0.3],
  },
  {
    sky: [
      [103, 232, 249],
      [165, 243, 252],
    ],
    sea: [21, 128, 61],
    ball: [239, 68, 68],
    ballAt: [0.6, 0.75],
  },
  {
    sky: [
      [254, 215, 170],
      [251, 146, 60],
    ],
    sea: [2, 132, 199],
    ball: [255, 255, 255],
    ballAt: [0.25, 0.55],
  },
  {
    sky: [
      [226, 232, 240],
      [148, 163, 184],
    ],
    sea: [22, 101, 52],
    ball: [250, 250, 250],
    ballAt: [0.8, 0.7],
  },
];
