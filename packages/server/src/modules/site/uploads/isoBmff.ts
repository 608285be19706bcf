import fs from 'node:fs/promises';

/**
 * Just enough of ISO-BMFF (ISO/IEC 14496-12, the box structure of MP4 and QuickTime MOV) to tell
 * whether bytes are an mp4 or mov video and how large its picture is, without ffmpeg.
 */

export type VideoContainer = 'mp4' | 'mov';
export type VideoInfo = { container: VideoContainer; width: number; height: number };

type Box = { type: string; contentStart: number; end: number };

/**
 * Brands that mean "MP4". Audio-only (M4A) and image (HEIC, AVIF) files often list some of these
 * too, which is why a video track is required as well.
 */
const mp4Brands = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
]);
const quickTimeBrand = 'qt  ';
/** Old QuickTime files start without `ftyp`, with one of these boxes. */
const quickTimeLeadingBoxes = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The video's container and the display size of its first video track, or undefined if it is not one. */
export function readVideoInfo(bytes: Uint8Array): VideoInfo | undefined {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const topLevel = [...boxesIn(data, 0, data.length)];
  const first = topLevel[0];
  if (!first) return undefined;
  const container =
    first.type === 'ftyp'
      ? containerOfBrands(data, first)
      : quickTimeLeadingBoxes.has(first.type)
        ? 'mov'
        : undefined;
  if (!container) return undefined;
  const moov = topLevel.find((box) => box.type === 'moov');
  if (!moov) return undefined;
  for (const trak of boxesIn(data, moov.contentStart, moov.end)) {
    if (trak.type !== 'trak') continue;
    const size = videoTrackSize(data, trak);
    if (size) return { container, ...size };
  }
  return undefined;
}

/** The `moov` box holds the track headers; one this large is not a phone's video. */
const moovMaxBytes = 64 * 1024 * 1024;

/**
 * `readVideoInfo` for a video on disk, reading only what it needs: the top-level box headers, the
 * `ftyp` and the `moov` (wherever it is: phones often write it after the media data), never the
 * media data itself.
 */
export async function readVideoInfoFromFile(filePath: string): Promise<VideoInfo | undefined> {
  const handle = await fs.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    const kept: Buffer[] = [];
    let firstType: string | undefined;
    for (let offset = 0; offset + 8 <= size;) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) break;
      let boxSize = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (boxSize === 1 && bytesRead === 16) boxSize = Number(header.readBigUInt64BE(8));
      else if (boxSize === 0) boxSize = size - offset;
      if (boxSize < 8 || offset + boxSize > size) break;
      firstType ??= type;
      if (type === 'ftyp' || type === 'moov') {
        if (boxSize > moovMaxBytes) return undefined;
        const box = Buffer.alloc(boxSize);
        await handle.read(box, 0, boxSize, offset);
        kept.push(box);
      }
      offset += boxSize;
    }
    // An old QuickTime file starts with another box (mdat, wide…): its moov alone says mov.
    if (firstType !== 'ftyp' && !quickTimeLeadingBoxes.has(firstType ?? '')) return undefined;
    return readVideoInfo(Buffer.concat(kept));
  } finally {
    await handle.close();
  }
}

/** Walks the boxes between two offsets; stops at the first one that does not fit (truncated or garbage). */
function* boxesIn(data: Buffer, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    let headerSize = 8;
    if (size === 1) {
      // A 64-bit size follows the type (boxes over 4 GB, and some muxers use it anyway).
      if (offset + 16 > end) return;
      const largeSize = data.readBigUInt64BE(offset + 8);
      if (largeSize > BigInt(end - offset)) return;
      size = Number(largeSize);
      headerSize = 16;
    } else if (size === 0) {
      // Size 0: the box runs to the end of its parent (only legal for the last one).
      size = end - offset;
    }
    if (size < headerSize || offset + size > end || !/^[\x20-\x7e]{4}$/.test(type)) return;
    yield { type, contentStart: offset + headerSize, end: offset + size };
    offset += size;
  }
}

function containerOfBrands(data: Buffer, ftyp: Box): VideoContainer | undefined {
  const brands: string[] = [];
  // Major brand, then a minor version (skipped), then compatible brands to the end of the box.
  if (ftyp.contentStart + 4 <= ftyp.end)
    brands.push(data.toString('latin1', ftyp.contentStart, ftyp.contentStart + 4));
  for (let offset = ftyp.contentStart + 8; offset + 4 <= ftyp.end; offset += 4) {
    brands.push(data.toString('latin1', offset, offset + 4));
  }
  if (brands[0] === quickTimeBrand) return 'mov';
  if (brands.some((brand) => mp4Brands.has(brand))) return 'mp4';
  if (brands.includes(quickTimeBrand)) return 'mov';
  return undefined;
}

/** Width and height of a track if its handler says video, from its `tkhd`. */
function videoTrackSize(data: Buffer, trak: Box): { width: number; height: number } | undefined {
  let header: Box | undefined;
  let isVideo = false;
  for (const box of boxesIn(data, trak.contentStart, trak.end)) {
    if (box.type === 'tkhd') header = box;
    if (box.type === 'mdia') isVideo = handlerOf(data, box) === 'vide';
  }
  if (!header || !isVideo) return undefined;
  return trackHeaderSize(data, header);
}

/** The `hdlr` of a `mdia`: version and flags, pre_defined (QuickTime: component type), handler type. */
function handlerOf(data: Buffer, mdia: Box): string | undefined {
  for (const box of boxesIn(data, mdia.contentStart, mdia.end)) {
    if (box.type === 'hdlr' && box.contentStart + 12 <= box.end)
      return data.toString('latin1', box.contentStart + 8, box.contentStart + 12);
  }
  return undefined;
}

/**
 * Reads `tkhd`: width and height are 16.16 fixed point at the end of the box, after a transform
 * matrix. Phones record portrait video as landscape pixels with a 90° matrix, so a quarter-turn
 * swaps the two: the size returned is the one people see.
 */
function trackHeaderSize(data: Buffer, tkhd: Box): { width: number; height: number } | undefined {
  const version = data[tkhd.contentStart];
  // version 0: 32-bit times and duration; version 1: 64-bit ones.
  const matrixStart = tkhd.contentStart + (version === 1 ? 52 : 40);
  const sizeStart = matrixStart + 36;
  if (sizeStart + 8 > tkhd.end) return undefined;
  let width = Math.round(data.readUInt32BE(sizeStart) / 65536);
  let height = Math.round(data.readUInt32BE(sizeStart + 4) / 65536);
  if (width <= 0 || height <= 0) return undefined;
  const a = data.readInt32BE(matrixStart);
  const d = data.readInt32BE(matrixStart + 16);
  if (a === 0 && d === 0) [width, height] = [height, width];
  return { width, height };
}
