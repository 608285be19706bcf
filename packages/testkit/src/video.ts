/**
 * Builds small but structurally real ISO-BMFF files (MP4/MOV) for tests: the boxes a player and our
 * parser read (ftyp, moov/trak/tkhd, mdia/hdlr), and an mdat standing in for the media data.
 */

/** A box: 32-bit size, four-character type, content. */
export function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A box with a 64-bit size (size field 1), as muxers write for large boxes. */
export function largeBox(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + body.length), 8);
  return Buffer.concat([header, body]);
}

export function ftyp(majorBrand: string, ...compatibleBrands: string[]): Buffer {
  const minorVersion = Buffer.alloc(4);
  return box(
    'ftyp',
    Buffer.from(majorBrand, 'latin1'),
    minorVersion,
    ...compatibleBrands.map((brand) => Buffer.from(brand, 'latin1')),
  );
}

const fixed16 = (value: number) => Math.round(value * 65536);
const fixed30 = (value: number) => Math.round(value * 2 ** 30);

/** A track header; `rotation` (0, 90, 180, 270) goes into the matrix the way phones record it. */
export function tkhd(options: {
  width: number;
  height: number;
  version?: 0 | 1;
  rotation?: 0 | 90 | 180 | 270;
}): Buffer {
  const version = options.version ?? 0;
  const times = Buffer.alloc(version === 1 ? 32 : 20);
  const middle = Buffer.alloc(16); // reserved, layer, alternate group, volume, reserved
  const turn = ((options.rotation ?? 0) * Math.PI) / 180;
  const [cos, sin] = [Math.round(Math.cos(turn)), Math.round(Math.sin(turn))];
  const matrix = Buffer.alloc(36);
  [fixed16(cos), fixed16(sin), 0, fixed16(-sin), fixed16(cos), 0, 0, 0, fixed30(1)].forEach((value, index) =>
    matrix.writeInt32BE(value, index * 4),
  );
  const size = Buffer.alloc(8);
  size.writeUInt32BE(fixed16(options.width), 0);
  size.writeUInt32BE(fixed16(options.height), 4);
  const versionAndFlags = Buffer.from([version, 0, 0, 3]);
  return box('tkhd', versionAndFlags, times, middle, matrix, size);
}

/** A handler box naming the track's kind: 'vide', 'soun' … */
export function hdlr(handlerType: string): Buffer {
  return box(
    'hdlr',
    Buffer.alloc(8),
    Buffer.from(handlerType, 'latin1'),
    Buffer.alloc(12),
    Buffer.from('handler\0', 'latin1'),
  );
}

export function trak(header: Buffer, handlerType: string): Buffer {
  return box('trak', header, box('mdia', box('mdhd', Buffer.alloc(24)), hdlr(handlerType)));
}

/** A complete small video: ftyp, moov with an audio and a video track, mdat of filler bytes. */
export function videoFile(
  options: {
    width: number;
    height: number;
    brands?: string[];
    rotation?: 0 | 90 | 180 | 270;
    version?: 0 | 1;
    moovLast?: boolean;
    mdatBytes?: number;
  } = {
    width: 1280,
    height: 720,
  },
): Buffer {
  const [major, ...compatible] = options.brands ?? ['isom', 'isom', 'iso2', 'avc1', 'mp41'];
  const moov = box(
    'moov',
    box('mvhd', Buffer.alloc(100)),
    trak(tkhd({ width: 0, height: 0 }), 'soun'),
    trak(
      tkhd({
        width: options.width,
        height: options.height,
        rotation: options.rotation,
        version: options.version,
      }),
      'vide',
    ),
  );
  const mdat = box('mdat', Buffer.alloc(options.mdatBytes ?? 1024, 0x5a));
  return Buffer.concat([ftyp(major!, ...compatible), ...(options.moovLast ? [mdat, moov] : [moov, mdat])]);
}
