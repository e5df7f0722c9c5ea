// Small real PNG files for upload tests, drawn as rectangles (an "ID card", a "bill"), so the
// back-office viewer shows something a reviewer would recognise. Encoded with node:zlib.
import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  color: Rgb;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function drawPng(width: number, height: number, background: Rgb, rects: Rect[]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const hit = rects.findLast((r) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h);
      const [r, g, b] = hit ? hit.color : background;
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const line = (x: number, y: number, w: number): Rect => ({ x, y, w, h: 14, color: [70, 80, 96] });

/** An identity card: a red band, a photo box, lines of text. */
export function idCardPng(): Buffer {
  return drawPng(
    640,
    400,
    [232, 236, 242],
    [
      { x: 0, y: 0, w: 640, h: 64, color: [200, 30, 45] },
      { x: 32, y: 96, w: 160, h: 200, color: [150, 165, 185] },
      { x: 82, y: 130, w: 60, h: 60, color: [110, 125, 145] },
      line(224, 110, 300),
      line(224, 150, 240),
      line(224, 190, 280),
      line(224, 230, 200),
      line(32, 330, 560),
    ],
  );
}

/** A utility bill: a header, an address block, a table of lines. */
export function billPng(): Buffer {
  return drawPng(
    480,
    640,
    [255, 255, 255],
    [
      { x: 0, y: 0, w: 480, h: 72, color: [20, 90, 160] },
      line(32, 100, 220),
      line(32, 124, 260),
      line(32, 148, 180),
      ...Array.from({ length: 8 }, (_, i) => line(32, 220 + i * 36, 416)),
      { x: 300, y: 540, w: 148, h: 40, color: [20, 90, 160] },
    ],
  );
}
