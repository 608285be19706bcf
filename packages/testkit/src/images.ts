import { constants, deflateRawSync, deflateSync } from 'node:zlib';

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

/** A zlib stream of `length` zero bytes, built from one compressed block repeated: tiny to make and send. */
function zlibOfZeros(length: number): Buffer {
  const blockBytes = 1024 * 1024;
  // Sync-flushed, each copy ends on a byte boundary; its back-references only reach zeros, which
  // every earlier copy also wrote, so the copies chain into one valid stream.
  const block = (bytes: number) =>
    deflateRawSync(Buffer.alloc(bytes), { finishFlush: constants.Z_SYNC_FLUSH });
  const whole = block(blockBytes);
  const parts: Buffer[] = [Buffer.from([0x78, 0x9c])];
  for (let done = 0; done < length; done += blockBytes) {
    parts.push(length - done >= blockBytes ? whole : block(length - done));
  }
  const checksum = Buffer.alloc(4);
  // Adler-32 of zeros: the first sum stays 1, the second adds 1 per byte.
  checksum.writeUInt32BE((((length % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([...parts, Buffer.from([0x03, 0x00]), checksum]);
}

/**
 * A real PNG of `width`×`height` black pixels whose pixel data is a small deflate stream of zeros:
 * a decompression bomb (100,000,000×2 weighs about 200 KB). `bitDepth` 8 or 16; `channels` 1 (grey),
 * 3 (RGB) or 4 (RGBA).
 */
export function blackPng(
  width: number,
  height: number,
  options: { bitDepth?: 8 | 16; channels?: 1 | 3 | 4 } = {},
) {
  const bitDepth = options.bitDepth ?? 8;
  const channels = options.channels ?? 3;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = { 1: 0, 3: 2, 4: 6 }[channels];
  // Each row: a filter byte (0, none) and its samples, all zero.
  const rowBytes = 1 + (width * channels * bitDepth) / 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibOfZeros(rowBytes * height)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
