import { describe, expect, it } from 'vitest';
import { box, ftyp, largeBox, tkhd, trak, videoFile } from '@fanzone/testkit';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readVideoInfo, readVideoInfoFromFile } from './isoBmff.ts';

/** The bytes as a file on disk, for the streamed reader. */
function onDisk(bytes: Buffer) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-bmff-'));
  const file = path.join(folder, 'video');
  fs.writeFileSync(file, bytes);
  return { file, [Symbol.dispose]: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

describe('reading mp4 and mov boxes', () => {
  it('reads the video track size of an mp4, skipping the audio track before it', () => {
    expect(readVideoInfo(videoFile({ width: 1920, height: 1080 }))).toEqual({
      container: 'mp4',
      width: 1920,
      height: 1080,
    });
  });

  it('takes the size from the video track, not from a subtitle track that has a size of its own', () => {
    const moov = box(
      'moov',
      trak(tkhd({ width: 320, height: 40 }), 'text'),
      trak(tkhd({ width: 1280, height: 720 }), 'vide'),
    );
    expect(readVideoInfo(Buffer.concat([ftyp('isom', 'isom'), moov]))).toEqual({
      container: 'mp4',
      width: 1280,
      height: 720,
    });
  });

  it('finds moov after mdat (files not prepared for streaming)', () => {
    expect(readVideoInfo(videoFile({ width: 640, height: 360, moovLast: true }))).toEqual({
      container: 'mp4',
      width: 640,
      height: 360,
    });
  });

  it('reads version 1 track headers (64-bit times)', () => {
    expect(readVideoInfo(videoFile({ width: 3840, height: 2160, version: 1 }))).toEqual({
      container: 'mp4',
      width: 3840,
      height: 2160,
    });
  });

  it('answers the size people see for portrait phone video recorded with a 90° or 270° matrix', () => {
    expect(readVideoInfo(videoFile({ width: 1920, height: 1080, rotation: 90 }))).toMatchObject({
      width: 1080,
      height: 1920,
    });
    expect(readVideoInfo(videoFile({ width: 1920, height: 1080, rotation: 270 }))).toMatchObject({
      width: 1080,
      height: 1920,
    });
    expect(readVideoInfo(videoFile({ width: 1920, height: 1080, rotation: 180 }))).toMatchObject({
      width: 1920,
      height: 1080,
    });
  });

  it('tells QuickTime from MP4 by brand, and accepts old QuickTime files without ftyp', () => {
    expect(readVideoInfo(videoFile({ width: 1280, height: 720, brands: ['qt  ', 'qt  '] }))?.container).toBe(
      'mov',
    );
    const withoutFtyp = videoFile({ width: 1280, height: 720 }).subarray(
      ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41').length,
    );
    expect(readVideoInfo(Buffer.concat([box('wide'), withoutFtyp]))).toEqual({
      container: 'mov',
      width: 1280,
      height: 720,
    });
  });

  it('reads boxes with 64-bit sizes', () => {
    const moov = largeBox('moov', trak(tkhd({ width: 720, height: 480 }), 'vide'));
    expect(readVideoInfo(Buffer.concat([ftyp('mp42', 'mp42', 'isom'), moov]))).toEqual({
      container: 'mp4',
      width: 720,
      height: 480,
    });
  });

  it('refuses files of other ISO-BMFF kinds: images, audio only, unknown brands', () => {
    expect(
      readVideoInfo(Buffer.concat([ftyp('heic', 'mif1', 'heic'), box('meta', Buffer.alloc(40))])),
    ).toBeUndefined();
    expect(
      readVideoInfo(videoFile({ width: 1280, height: 720, brands: ['avif', 'mif1', 'miaf'] })),
    ).toBeUndefined();
    const audioOnly = Buffer.concat([
      ftyp('M4A ', 'M4A ', 'isom', 'mp42'),
      box('moov', trak(tkhd({ width: 0, height: 0 }), 'soun')),
    ]);
    expect(readVideoInfo(audioOnly)).toBeUndefined();
  });

  it('refuses bytes that are not boxes at all, and never reads past the end', () => {
    expect(readVideoInfo(Buffer.alloc(0))).toBeUndefined();
    expect(readVideoInfo(Buffer.from('\x89PNG\r\n\x1a\n rest of a png', 'latin1'))).toBeUndefined();
    expect(
      readVideoInfo(Buffer.from('just some text that is long enough to look like boxes')),
    ).toBeUndefined();
    const video = videoFile({ width: 1280, height: 720 });
    // Cut inside moov: the track cannot be read, so it is not a usable video.
    const moovStart = ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41').length;
    for (const cut of [4, moovStart + 20, moovStart + 200])
      expect(readVideoInfo(video.subarray(0, cut))).toBeUndefined();
    // A box claiming to be larger than the file, and one claiming a size smaller than its header.
    const lying = Buffer.from(video);
    lying.writeUInt32BE(0x7fffffff, moovStart);
    expect(readVideoInfo(lying)).toBeUndefined();
    lying.writeUInt32BE(4, moovStart);
    expect(readVideoInfo(lying)).toBeUndefined();
  });

  it('refuses a video track with no size (zero width or height)', () => {
    expect(readVideoInfo(videoFile({ width: 0, height: 720 }))).toBeUndefined();
  });

  it('reads a video on disk from its box headers and moov only, wherever the moov is', async () => {
    for (const moovLast of [false, true]) {
      using video = onDisk(videoFile({ width: 1080, height: 1920, moovLast, mdatBytes: 5 * 1024 * 1024 }));
      expect(await readVideoInfoFromFile(video.file)).toEqual({
        container: 'mp4',
        width: 1080,
        height: 1920,
      });
    }
    using mov = onDisk(
      Buffer.concat([
        box('wide'),
        box('mdat', Buffer.alloc(64)),
        box('moov', trak(tkhd({ width: 640, height: 480 }), 'vide')),
      ]),
    );
    expect(await readVideoInfoFromFile(mov.file)).toEqual({ container: 'mov', width: 640, height: 480 });
    using notVideo = onDisk(
      Buffer.concat([
        box('junk', Buffer.alloc(16)),
        box('moov', trak(tkhd({ width: 640, height: 480 }), 'vide')),
      ]),
    );
    expect(await readVideoInfoFromFile(notVideo.file)).toBeUndefined();
    using empty = onDisk(Buffer.alloc(0));
    expect(await readVideoInfoFromFile(empty.file)).toBeUndefined();
  });
});
