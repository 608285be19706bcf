import type { Attachment, UploadedImage } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../../test/multipart.ts';
import { createTestApp } from '../../../../test/testApp.ts';
import { TestClient } from '../../../../test/testClient.ts';
import { videoFile } from '@fanzone/testkit';

type UploadedVideo = UploadedImage & { poster: string | null };

/**
 * A phone photo: landscape pixels, red above and blue below, with EXIF "rotate 90° clockwise to
 * show" and a GPS position. Shown upright it is portrait, blue on the left and red on the right.
 */
async function phonePhoto(width = 1600, height = 1200) {
  const half = Buffer.alloc(width * (height / 2) * 3);
  const pixels = Buffer.concat([
    half.map((_, index) => [220, 30, 30][index % 3]!),
    half.map((_, index) => [30, 30, 220][index % 3]!),
  ]);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Nova 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .toBuffer();
}

/** The colour at a point of a stored image: 'red', 'blue' or something else. */
async function colourAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
  if (r! > 150 && g! < 100 && b! < 100) return 'red';
  if (b! > 150 && r! < 100 && g! < 100) return 'blue';
  return `rgb(${r},${g},${b})`;
}

/** Blue with red strips of `strip` px along the top and bottom edges. */
async function stripedJpeg(width: number, height: number, strip: number) {
  const red = await sharp({ create: { width, height: strip, channels: 3, background: '#dc1e1e' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#1e1edc' } })
    .composite([
      { input: red, top: 0, left: 0 },
      { input: red, top: height - strip, left: 0 },
    ])
    .jpeg()
    .toBuffer();
}

const plainJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6ad0' } })
    .jpeg()
    .toBuffer();

/** Random pixels do not compress: a PNG of exactly the weight wanted. */
const noisePng = (side: number) =>
  sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

async function animatedGif() {
  const frame = (colour: string) =>
    sharp({ create: { width: 160, height: 90, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], { join: { animated: true } })
    .gif()
    .toBuffer();
}

const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const elfExecutable = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(120, 0),
]);
const windowsExecutable = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(64, 0),
]);

async function bannedMember(app: FastifyInstance, username: string) {
  const client = new TestClient(app);
  await client.register(username, `${username}@example.com`, 'a-long-password');
  await app.deps.database.withConnection((c) =>
    c.query(`UPDATE users SET is_blocked = true WHERE username = '${username}'`),
  );
  const my = (await client.get('/api/account/profile')).body.data as { id: string };
  // The ban reaches the session cache through the same announcement a moderator's ban makes.
  await app.deps.bus.publish('identity.invalidate', { kind: 'user', userId: my.id });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return client;
}

/**
 * Posts a multipart upload over a real connection the way a browser does: the file part's head,
 * then up to `fileBytes` of filler as fast as the socket takes them, stopping when the answer comes.
 * Resolves with the answer, how much had been written when it came, and whether the server then
 * ended the connection.
 */
function pushOverSocket(
  port: number,
  path: string,
  options: { cookie: string; fileBytes: number; declareLength: boolean },
) {
  const { payload, contentType } = multipartBody({ name: 'huge.bin', bytes: Buffer.alloc(0) });
  const trailer = payload.subarray(payload.lastIndexOf('\r\n--'));
  const head = payload.subarray(0, payload.length - trailer.length);
  const chunk = Buffer.alloc(256 * 1024, 0x41);
  let written = 0;
  let answered = false;
  type Outcome = { status: number; code: string; writtenBeforeAnswer: number; endedByServer: boolean };
  return new Promise<Outcome>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          cookie: options.cookie,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': contentType,
          ...(options.declareLength
            ? { 'content-length': String(head.length + options.fileBytes + trailer.length) }
            : {}),
        },
      },
      (response) => {
        answered = true;
        const writtenBeforeAnswer = written;
        let text = '';
        response.on('data', (part: Buffer) => (text += part.toString()));
        response.on('end', () => {
          const code = (JSON.parse(text) as { code: string }).code;
          const socket = response.socket;
          const settle = (endedByServer: boolean) => {
            clearTimeout(timer);
            request.destroy();
            resolve({ status: response.statusCode!, code, writtenBeforeAnswer, endedByServer });
          };
          const timer = setTimeout(() => settle(false), 5_000);
          if (socket.readableEnded || socket.destroyed) settle(true);
          else socket.once('end', () => settle(true)).once('close', () => settle(true));
        });
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    request.write(head);
    const pump = () => {
      while (written < options.fileBytes && !answered) {
        written += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end(trailer);
    };
    pump();
  });
}

describe('uploads (global build: original formats)', () => {
  let app: FastifyInstance;
  let member: TestClient;
  const served = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    app = await createTestApp({ region: 'global' });
    member = new TestClient(app);
    await member.register('uploader', 'uploader@example.com', 'a-long-password');
  });
  afterAll(async () => {
    await app.close();
  });

  it('needs a login and refuses banned members, before reading the file', async () => {
    const visitor = new TestClient(app);
    const file = { name: 'a.jpg', bytes: await plainJpeg(20, 20), contentType: 'image/jpeg' };
    for (const url of ['/api/upload/img', '/api/upload/video', '/api/upload/file']) {
      const refused = await visitor.upload(url, file);
      expect(refused.statusCode).toBe(401);
      expect(refused.body.code).toBe('LOGIN_REQUIRED');
    }
    const banned = await bannedMember(app, 'banned_uploader');
    for (const url of ['/api/upload/img', '/api/upload/video', '/api/upload/file']) {
      const refused = await banned.upload(url, file);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.code).toBe('USER_BANNED');
    }
  });

  it('stores a phone photo upright, as jpeg, with no EXIF left (no GPS), served with nosniff', async () => {
    const original = await phonePhoto();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif?.length).toBeGreaterThan(0);
    expect(originalMeta.orientation).toBe(6);

    const answer = await member.upload('/api/upload/img', {
      name: 'IMG_0001.JPG',
      bytes: original,
      contentType: 'image/jpeg',
    });
    expect(answer.statusCode).toBe(200);
    const image = answer.body.data as UploadedImage;
    expect(image).toMatchObject({ width: 1200, height: 1600 });
    expect(image.url).toMatch(/^\/uploads\/images\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);

    const file = await served(image.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Turned, not cropped to the turned size: blue left, red right, from top to bottom.
    expect(await colourAt(file.rawPayload, 100, 100)).toBe('blue');
    expect(await colourAt(file.rawPayload, 100, 1500)).toBe('blue');
    expect(await colourAt(file.rawPayload, 1100, 100)).toBe('red');
    expect(await colourAt(file.rawPayload, 1100, 1500)).toBe('red');
  });

  it('crops covers to 16:9 around the centre and avatars to a square', async () => {
    // 1600x1200 to 16:9 drops 150 rows above and below: exactly the red strips.
    const cover = (
      await member.upload('/api/upload/img?purpose=cover', {
        name: 'cover.jpg',
        bytes: await stripedJpeg(1600, 1200, 150),
      })
    ).body.data as UploadedImage;
    expect(cover).toMatchObject({ width: 1600, height: 900 });
    const coverFile = (await served(cover.url)).rawPayload;
    expect(await sharp(coverFile).metadata()).toMatchObject({ width: 1600, height: 900 });
    expect(await colourAt(coverFile, 800, 4)).toBe('blue');
    expect(await colourAt(coverFile, 800, 895)).toBe('blue');
    expect(cover.width / cover.height).toBeCloseTo(limits.upload.coverAspectRatio, 2);

    const portraitCover = (
      await member.upload('/api/upload/img?purpose=cover', {
        name: 'tall.jpg',
        bytes: await plainJpeg(900, 1600),
      })
    ).body.data as UploadedImage;
    expect(portraitCover.width / portraitCover.height).toBeCloseTo(limits.upload.coverAspectRatio, 2);

    const avatar = (
      await member.upload('/api/upload/img?purpose=avatar', {
        name: 'me.png',
        bytes: await sharp(await plainJpeg(1600, 1200))
          .png()
          .toBuffer(),
      })
    ).body.data as UploadedImage;
    expect(avatar.width).toBe(avatar.height);
    expect(avatar.url).toMatch(/\.png$/);
    expect((await sharp((await served(avatar.url)).rawPayload).metadata()).format).toBe('png');
  });

  it('scales pictures down to 4096 px on the longest side, never up', async () => {
    const big = (
      await member.upload('/api/upload/img', { name: 'pano.jpg', bytes: await plainJpeg(6000, 1500) })
    ).body.data as UploadedImage;
    expect(big).toMatchObject({ width: 4096, height: 1024 });
    const small = (
      await member.upload('/api/upload/img', { name: 'tiny.jpg', bytes: await plainJpeg(40, 30) })
    ).body.data as UploadedImage;
    expect(small).toMatchObject({ width: 40, height: 30 });
  });

  it('keeps GIF animation', async () => {
    const gif = (await member.upload('/api/upload/img', { name: 'party.gif', bytes: await animatedGif() }))
      .body.data as UploadedImage;
    expect(gif).toMatchObject({ width: 160, height: 90 });
    expect(await sharp((await served(gif.url)).rawPayload, { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
    });
  });

  it('decides by the bytes: text named .jpg, SVG with a script and a truncated JPEG are refused', async () => {
    const fake = await member.upload('/api/upload/img', {
      name: 'photo.jpg',
      bytes: Buffer.from('this is not a picture at all, just words'),
      contentType: 'image/jpeg',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.body).toMatchObject({ code: 'NOT_AN_IMAGE', message: 'Please upload an image file' });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    );
    for (const bytes of [svg, Buffer.concat([Buffer.from('<?xml version="1.0"?>'), svg])]) {
      expect(
        (await member.upload('/api/upload/img', { name: 'logo.svg', bytes, contentType: 'image/svg+xml' }))
          .body.code,
      ).toBe('NOT_AN_IMAGE');
    }

    const whole = await plainJpeg(800, 600);
    const truncated = await member.upload('/api/upload/img', {
      name: 'cut.jpg',
      bytes: whole.subarray(0, Math.floor(whole.length / 2)),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.body).toMatchObject({ code: 'IMAGE_READ_FAILED', message: 'Image file read failed' });
  });

  it('refuses covers over 5 MB but takes the same file as a picture (20 MB)', async () => {
    const heavy = await noisePng(1400);
    expect(heavy.length).toBeGreaterThan(limits.upload.coverMaxBytes);
    expect(heavy.length).toBeLessThan(limits.upload.pictureMaxBytes);
    const refused = await member.upload('/api/upload/img?purpose=cover', { name: 'noise.png', bytes: heavy });
    expect(refused.statusCode).toBe(413);
    expect(refused.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'Image too large (5MB)' });
    const accepted = await member.upload('/api/upload/img?purpose=picture', {
      name: 'noise.png',
      bytes: heavy,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('cuts off an oversized upload sent without a declared length at the limit', async () => {
    const { payload, contentType } = multipartBody({
      name: 'huge.png',
      bytes: Buffer.concat([await noisePng(16), crypto.randomBytes(limits.upload.coverMaxBytes + 1)]),
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/upload/img?purpose=cover',
      headers: {
        cookie: member.jar.headerFor('/api/upload/img')!,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': contentType,
      },
      // A stream, so no Content-Length is sent (like chunked transfer encoding).
      payload: Readable.from([payload.subarray(0, 1000), payload.subarray(1000)]),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses a 300 MB video from its declared size without reading it', async () => {
    const declared = 300 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let pulled = 0;
    const body = new Readable({
      read() {
        if (pulled >= declared) return void this.push(null);
        pulled += chunk.length;
        this.push(chunk);
      },
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/upload/video',
      headers: {
        cookie: member.jar.headerFor('/api/upload/video')!,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'multipart/form-data; boundary=fanzone',
        'content-length': String(declared),
      },
      payload: body,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      code: 'VIDEO_TOO_LARGE',
      message: 'Selected video size exceeds 200M',
    });
    expect(pulled).toBeLessThan(1024 * 1024);
    body.destroy();
  });

  it('over a real connection, answers a 300 MB upload soon after the limit, then ends the connection', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const cookie = member.jar.headerFor('/api/upload/img')!;
    const fileBytes = 300 * 1024 * 1024;
    const chunked = await pushOverSocket(port, '/api/upload/img?purpose=cover', {
      cookie,
      fileBytes,
      declareLength: false,
    });
    expect(chunked).toMatchObject({ status: 413, code: 'IMAGE_TOO_LARGE', endedByServer: true });
    expect(chunked.writtenBeforeAnswer).toBeLessThan(64 * 1024 * 1024);
    const declared = await pushOverSocket(port, '/api/upload/video', {
      cookie,
      fileBytes,
      declareLength: true,
    });
    expect(declared).toMatchObject({ status: 413, code: 'VIDEO_TOO_LARGE', endedByServer: true });
    expect(declared.writtenBeforeAnswer).toBeLessThan(64 * 1024 * 1024);
  });

  it('stores an mp4 unchanged and reads its size from the video track', async () => {
    const bytes = videoFile({ width: 1920, height: 1080, rotation: 90, mdatBytes: 50_000 });
    const answer = await member.upload('/api/upload/video', {
      name: 'clip.mp4',
      bytes,
      contentType: 'video/mp4',
    });
    expect(answer.statusCode).toBe(200);
    const video = answer.body.data as UploadedVideo;
    expect(video).toMatchObject({ width: 1080, height: 1920, poster: null });
    expect(video.url).toMatch(/^\/uploads\/videos\/\d{4}\/\d{2}\/[0-9a-f]{24}\.mp4$/);
    const file = await served(video.url);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.equals(bytes)).toBe(true);

    const mov = (
      await member.upload('/api/upload/video', {
        name: 'clip.mov',
        bytes: videoFile({ width: 640, height: 480, brands: ['qt  ', 'qt  '] }),
      })
    ).body.data as UploadedVideo;
    expect(mov).toMatchObject({ width: 640, height: 480 });
    expect(mov.url).toMatch(/\.mov$/);
  });

  it('refuses a PNG named .mp4, and audio-only or image ISO files', async () => {
    const png = await member.upload('/api/upload/video', {
      name: 'clip.mp4',
      bytes: await noisePng(32),
      contentType: 'video/mp4',
    });
    expect(png.statusCode).toBe(400);
    expect(png.body).toMatchObject({ code: 'NOT_A_VIDEO', message: 'Please upload an mp4 or mov video' });
    const heicLike = videoFile({ width: 640, height: 480, brands: ['heic', 'mif1', 'heic'] });
    expect((await member.upload('/api/upload/video', { name: 'photo.mp4', bytes: heicLike })).body.code).toBe(
      'NOT_A_VIDEO',
    );
  });

  it('stores a PDF attachment under a random key, downloaded rather than shown', async () => {
    const answer = await member.upload('/api/upload/file', {
      name: 'Release notes.pdf',
      bytes: minimalPdf,
      contentType: 'application/pdf',
    });
    expect(answer.statusCode).toBe(200);
    const attachment = answer.body.data as Attachment;
    expect(attachment).toMatchObject({ name: 'Release notes.pdf', size: minimalPdf.length });
    expect(attachment.url).toMatch(/^\/uploads\/files\/[0-9a-f]{24}\/release-notes\.pdf$/);
    const file = await served(attachment.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(minimalPdf)).toBe(true);
  });

  it('refuses executables and other binaries whatever they are called', async () => {
    for (const [name, bytes] of [
      ['notes.txt', elfExecutable],
      ['setup.pdf', windowsExecutable],
      ['data.bin', Buffer.from([1, 2, 3, 0, 4, 5, 6])],
      ['empty.txt', Buffer.alloc(0)],
    ] as const) {
      const refused = await member.upload('/api/upload/file', { name, bytes });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.body.code, name).toBe('FILE_TYPE_NOT_ALLOWED');
    }
  });

  it('takes UTF-8 text as .txt or .log, served as plain text, whatever markup it holds', async () => {
    const log = (
      await member.upload('/api/upload/file', {
        name: 'crash.log',
        bytes: Buffer.from('E/AndroidRuntime: FATAL 致命错误\n'),
      })
    ).body.data as Attachment;
    expect(log.name).toBe('crash.log');
    expect(log.url).toMatch(/\/crash\.log$/);
    const page = (
      await member.upload('/api/upload/file', {
        name: 'page.html',
        bytes: Buffer.from('<script>alert(1)</script>'),
        contentType: 'text/html',
      })
    ).body.data as Attachment;
    expect(page.name).toBe('page.html.txt');
    const file = await served(page.url);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toBe('attachment');
    // SVG is text too: kept as text, never served as an image that could run its script.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const bytes of [Buffer.from(svg), Buffer.from(`<?xml version="1.0"?>${svg}`)]) {
      const attached = (
        await member.upload('/api/upload/file', { name: 'logo.svg', bytes, contentType: 'image/svg+xml' })
      ).body.data as Attachment;
      expect(attached.name).toBe('logo.svg.txt');
      expect((await served(attached.url)).headers['content-type']).toMatch(/^text\/plain/);
    }
    const latin1 = await member.upload('/api/upload/file', {
      name: 'old.txt',
      bytes: Buffer.from([0x63, 0x61, 0x66, 0xe9]),
    });
    expect(latin1.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('cleans attachment names: no folders, no hidden characters, the real extension, bounded length', async () => {
    const text = Buffer.from('hello');
    const named = async (name: string) =>
      (await member.upload('/api/upload/file', { name, bytes: text })).body.data as Attachment;
    const climbing = await named('../../etc/passwd.txt');
    expect(climbing.name).toBe('passwd.txt');
    expect(climbing.url).toMatch(/^\/uploads\/files\/[0-9a-f]{24}\/passwd\.txt$/);
    expect((await named('C:\\Users\\me\\..\\notes.txt')).name).toBe('notes.txt');
    expect((await named('..')).name).toBe('file.txt');
    // Right-to-left override: would display as "invoiceexe.txt".
    expect((await named('invoice\u202etxt.exe')).name).toBe('invoicetxt.exe.txt');
    expect((await named('line\tbreak\u0007\u0000.txt')).name).toBe('linebreak.txt');
    const long = await named(`${'报'.repeat(300)}.txt`);
    expect(long.name.length).toBe(limits.post.attachmentNameMaxLength);
    expect(long.name.endsWith('.txt')).toBe(true);
    expect(long.url).toMatch(/\/file\.txt$/);
  });

  it('strips metadata from image attachments but keeps their size and format', async () => {
    const attachment = (
      await member.upload('/api/upload/file', { name: 'photo.jpeg', bytes: await phonePhoto(400, 300) })
    ).body.data as Attachment;
    expect(attachment.name).toBe('photo.jpeg');
    const stored = await sharp((await served(attachment.url)).rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(stored.exif).toBeUndefined();
  });

  it('answers plainly when the request is not a proper upload', async () => {
    const wrongField = await member.upload('/api/upload/img', {
      name: 'a.jpg',
      bytes: await plainJpeg(10, 10),
      field: 'picture',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.body.code).toBe('VALIDATION_FAILED');
    const json = await member.api('POST', '/api/upload/img', { file: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(400);
    expect(json.body.code).toBe('VALIDATION_FAILED');
    const { payload, contentType } = multipartBody({ name: 'a.jpg', bytes: await plainJpeg(10, 10) });
    const cutShort = await app.inject({
      method: 'POST',
      url: '/api/upload/img',
      headers: {
        cookie: member.jar.headerFor('/api/upload/img')!,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': contentType,
      },
      payload: payload.subarray(0, payload.length - 60),
    });
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (const [type, body] of [
      ['multipart/form-data; boundary=fanzone', 'no boundary anywhere in here'],
      ['multipart/form-data', 'a multipart type without a boundary'],
    ]) {
      const broken = await app.inject({
        method: 'POST',
        url: '/api/upload/file',
        headers: {
          cookie: member.jar.headerFor('/api/upload/file')!,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': type,
        },
        payload: body,
      });
      expect(broken.statusCode, type).toBe(400);
      expect(broken.json(), type).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await member.api('GET', '/api/upload/img?purpose=banner')).statusCode).toBe(404);
    expect(
      (
        await member.upload('/api/upload/img?purpose=banner', {
          name: 'a.jpg',
          bytes: await plainJpeg(10, 10),
        })
      ).body.code,
    ).toBe('VALIDATION_FAILED');
  });

  it('does not accept multipart bodies on other calls', async () => {
    const answer = await member.upload('/api/account/followers/seen', {
      name: 'a.jpg',
      bytes: await plainJpeg(10, 10),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });

  it('allows 30 uploads a minute per call to one member, from any address', async () => {
    const uploader = new TestClient(app);
    await uploader.register('busy_uploader', 'busy-uploader@example.com', 'a-long-password');
    const { payload, contentType } = multipartBody({ name: 'a.bin', bytes: elfExecutable });
    const send = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/upload/file',
        remoteAddress,
        headers: {
          cookie: uploader.jar.headerFor('/api/upload/file')!,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': contentType,
        },
        payload,
      });
    for (let attempt = 0; attempt < 30; attempt += 1)
      expect((await send('203.0.113.7')).statusCode).toBe(400);
    // Switching networks does not reset a member's allowance.
    const limited = await send('198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('uploads (China build: images served as webp)', () => {
  let app: FastifyInstance;
  let member: TestClient;

  beforeAll(async () => {
    app = await createTestApp({ region: 'cn' });
    member = new TestClient(app);
    await member.register('webp_fan', 'webp@example.com', 'a-long-password');
  });
  afterAll(async () => {
    await app.close();
  });

  it('re-encodes every image as webp, animation included', async () => {
    const photo = (await member.upload('/api/upload/img', { name: 'photo.jpg', bytes: await phonePhoto() }))
      .body.data as UploadedImage;
    expect(photo.url).toMatch(/\.webp$/);
    const file = await app.inject({ method: 'GET', url: photo.url });
    expect(file.headers['content-type']).toBe('image/webp');
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(stored.exif).toBeUndefined();

    const gif = (await member.upload('/api/upload/img', { name: 'party.gif', bytes: await animatedGif() }))
      .body.data as UploadedImage;
    const animated = await sharp((await app.inject({ method: 'GET', url: gif.url })).rawPayload, {
      animated: true,
    }).metadata();
    expect(animated).toMatchObject({ format: 'webp', pages: 3 });
  });

  it('keeps attachments in their own format', async () => {
    const attachment = (
      await member.upload('/api/upload/file', { name: 'shot.png', bytes: await noisePng(64) })
    ).body.data as Attachment;
    expect(attachment.url).toMatch(/\/shot\.png$/);
    expect(
      (await sharp((await app.inject({ method: 'GET', url: attachment.url })).rawPayload).metadata()).format,
    ).toBe('png');
  });
});
