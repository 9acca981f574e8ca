import { writeFileSync } from 'node:fs';
import { encode } from 'uqr';

const WIDTH = 640;
const HEIGHT = 480;
const BLACK = 16;
const WHITE = 235;

/**
 * A camera's view of a QR code, as the Y4M video Chromium plays as its fake camera
 * (`--use-file-for-fake-video-capture`): the code drawn black on white in the middle of each frame.
 */
export function writeQrVideo(text: string, path: string) {
  const { data, size } = encode(text, { border: 4 });
  const module = Math.floor(Math.min(WIDTH, HEIGHT) / size);
  const left = Math.floor((WIDTH - size * module) / 2);
  const top = Math.floor((HEIGHT - size * module) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let y = 0; y < size * module; y++)
    for (let x = 0; x < size * module; x++)
      if (data[Math.floor(y / module)]?.[Math.floor(x / module)]) luma[(top + y) * WIDTH + left + x] = BLACK;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}
