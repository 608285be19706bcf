import { deflateSync } from 'node:zlib';

/** CRC-32 of PNG chunks (ISO 3309), computed here so tests need no image library. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 8-bit RGB PNG whose pixel at (x, y) is `colourAt(x, y)`. */
function encodePng(
  width: number,
  height: number,
  colourAt: (x: number, y: number) => readonly number[],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) rows.set(colourAt(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = [number, number, number];

/** A real PNG of one colour (servers re-encode uploads, so the bytes must be an image). */
export function solidPng(width: number, height: number, rgb: Rgb = [232, 93, 63]): Buffer {
  return encodePng(width, height, () => rgb);
}

/**
 * A real PNG of `width`×`height`: a diagonal split of two colours, so a crop or a resize by the
 * server still leaves a valid, recognisable picture.
 */
export function twoColourPng(width: number, height: number, first: Rgb, second: Rgb): Buffer {
  return encodePng(width, height, (x, y) => (x * height < y * width ? first : second));
}

/**
 * A real PNG of random-looking pixels (the same for the same size): it compresses hardly at all, so
 * it takes about its full size on a store even after the server re-encodes it.
 */
export function noisyPng(width: number, height: number): Buffer {
  let seed = 0x9e3779b9;
  const next = () => {
    // xorshift32: cheap and repeatable, which is all a test picture needs.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) & 0xff;
  };
  return encodePng(width, height, () => [next(), next(), next()]);
}
