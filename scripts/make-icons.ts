/**
 * Draws the extension icon (a white check mark on a blue rounded square) at every size the
 * stores and browsers ask for, as PNG files in public/icon/. Run: `npx tsx scripts/make-icons.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZES = [16, 32, 48, 96, 128];
const BLUE: Rgb = [37, 99, 235];
const WHITE: Rgb = [255, 255, 255];
type Rgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function distToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Coverage of the shape at a point in unit coordinates: 0 outside, 1 = square, 2 = mark. */
function shapeAt(x: number, y: number): 0 | 1 | 2 {
  const r = 0.2;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if (Math.hypot(x - cx, y - cy) > r) return 0;
  const check = Math.min(
    distToSegment(x, y, 0.3, 0.52, 0.44, 0.66),
    distToSegment(x, y, 0.44, 0.66, 0.72, 0.36),
  );
  return check < 0.075 ? 2 : 1;
}

function png(size: number): Buffer {
  const samples = 4;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      let alpha = 0;
      const rgb = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const s = shapeAt((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size);
          if (s === 0) continue;
          const c = s === 2 ? WHITE : BLUE;
          alpha += 1;
          for (let i = 0; i < 3; i++) rgb[i]! += c[i]!;
        }
      }
      const o = 1 + x * 4;
      for (let i = 0; i < 3; i++) row[o + i] = alpha ? Math.round(rgb[i]! / alpha) : 0;
      row[o + 3] = Math.round((alpha / (samples * samples)) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icon', { recursive: true });
for (const size of SIZES) writeFileSync(`public/icon/${size}.png`, png(size));
