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

/** A PNG of the given size, each pixel from `pixel`: the demo's pictures are drawn here, nothing downloaded. */
function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const offset = y * (width * 3 + 1);
    rows[offset] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const i = offset + 1 + x * 3;
      rows[i] = r;
      rows[i + 1] = g;
      rows[i + 2] = b;
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

/** A sky gradient, a sea band and a ball: the demo's photos. */
export function renderScene(scene: Scene, width = 640, height = 400): Buffer {
  const [cx, cy] = [scene.ballAt[0] * width, scene.ballAt[1] * height];
  const radius = height * 0.12;
  const horizon = height * 0.62;
  const mix = (from: number, to: number, t: number) => Math.round(from * (1 - t) + to * t);
  return encodePng(width, height, (x, y) => {
    if ((x - cx) ** 2 + (y - cy) ** 2 < radius ** 2) return scene.ball;
    if (y > horizon) {
      const wave = Math.sin(x / 18 + y / 6) > 0.92 ? 30 : 0;
      return [
        Math.min(255, scene.sea[0] + wave),
        Math.min(255, scene.sea[1] + wave),
        Math.min(255, scene.sea[2] + wave),
      ];
    }
    const t = y / height;
    const [top, bottom] = scene.sky;
    return [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
  });
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

export interface Mark {
  background: Rgb;
  ring: Rgb;
  /** The band across the badge: a wave for the sea, flat for the land. */
  band: Rgb;
  wave: boolean;
}

/** A sponsor's badge for the demo: a ring with a band across it. */
export function renderMark(mark: Mark, size = 240): Buffer {
  const c = size / 2;
  return encodePng(size, size, (x, y) => {
    const r = Math.hypot(x - c, y - c);
    if (r > size * 0.46) return [248, 250, 252]; // the page behind the strip
    if (r > size * 0.38) return mark.ring;
    const bandTop = c + (mark.wave ? Math.sin(x / (size * 0.06)) * size * 0.04 : 0);
    return y > bandTop ? mark.band : mark.background;
  });
}

/** Badges for the demo's sponsors, in the order they are seeded. */
export const DEMO_MARKS: Mark[] = [
  { background: [224, 242, 254], ring: [3, 105, 161], band: [14, 165, 233], wave: true },
  { background: [236, 254, 255], ring: [8, 145, 178], band: [103, 232, 249], wave: true },
  { background: [254, 243, 199], ring: [180, 83, 9], band: [22, 101, 52], wave: false },
];
