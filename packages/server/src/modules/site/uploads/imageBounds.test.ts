import type { Attachment, UploadedImage } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { blackPng } from '@fanzone/testkit';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/testApp.ts';
import { switchLettersOn } from '../../../../test/letters.ts';
import { TestClient } from '../../../../test/testClient.ts';
import {
  activeImageWork,
  imageWorkSlots,
  waitingImageWork,
  withImageWorkSlot,
} from '../../../platform/imageWork.ts';

/** Every call that decodes an uploaded image. */
const imageCalls = [
  '/api/upload/img?purpose=picture',
  '/api/upload/img?purpose=avatar',
  '/api/upload/img?purpose=cover',
  '/api/upload/file',
  '/api/upload/private-letter-img',
];

/** An animated GIF of `frames` frames of `side`×`side`, black and white in turn (none merge). */
function animation(frames: number, side: number) {
  const pixels = Buffer.alloc(side * side * frames);
  for (let frame = 1; frame < frames; frame += 2)
    pixels.fill(255, frame * side * side, (frame + 1) * side * side);
  return sharp(pixels, { raw: { width: side, height: side * frames, channels: 1, pageHeight: side } })
    .gif({ effort: 1, colours: 2 })
    .toBuffer();
}

/**
 * Decompression bombs: small files that describe huge pictures. Each must be refused from its
 * header, before it is decoded (decoding them took seconds of CPU and gigabytes of memory).
 */
const bombs: { shape: string; make: () => Buffer | Promise<Buffer>; name: string }[] = [
  // 256 MP: under sharp's own default limit (268 MP), 7 s of CPU to decode at 16 bits.
  {
    shape: '16000×16000 at 16 bits',
    name: 'huge.png',
    make: () => blackPng(16_000, 16_000, { bitDepth: 16 }),
  },
  // 49 MP passes the pixel count, but 16-bit RGBA is 392 MB decoded.
  {
    shape: '7000×7000 RGBA at 16 bits',
    name: 'deep.png',
    make: () => blackPng(7000, 7000, { bitDepth: 16, channels: 4 }),
  },
  // 200 KB on the wire, 4 GB of memory and 12 s of CPU as an attachment.
  { shape: '100,000,000×2', name: 'wide.png', make: () => blackPng(100_000_000, 2, { channels: 1 }) },
  { shape: '1000 frames', name: 'frames.gif', make: () => animation(1000, 100) },
  { shape: '64 frames of 500×500 (16 MP in all)', name: 'large.gif', make: () => animation(64, 500) },
];

describe('image bounds (decompression bombs)', () => {
  let app: FastifyInstance;
  /** Two members, so that no call's 30 uploads a minute runs out. */
  let bomber: TestClient;
  let photographer: TestClient;

  beforeAll(async () => {
    app = await createTestApp({ region: 'global', demoData: true });
    await switchLettersOn(app);
    bomber = new TestClient(app);
    await bomber.register('bomber', 'bomber@example.com', 'a-long-password');
    photographer = new TestClient(app);
    await photographer.register('photographer', 'photographer@example.com', 'a-long-password');
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(bombs)('refuses $shape quickly, with the bounds, on every image call', async ({ make, name }) => {
    const bytes = await make();
    // Attachments take PNG and JPEG only: a GIF is refused there for its type, still undecoded.
    for (const url of name.endsWith('.gif')
      ? imageCalls.filter((call) => call !== '/api/upload/file')
      : imageCalls) {
      const startedAt = performance.now();
      const answer = await bomber.upload(url, { name, bytes });
      const took = performance.now() - startedAt;
      expect({ url, status: answer.statusCode, code: answer.body.code }).toEqual({
        url,
        status: 400,
        code: 'IMAGE_DIMENSIONS_TOO_LARGE',
      });
      expect(answer.body.message).toContain(String(limits.upload.image.maxSide));
      // Reading a header takes milliseconds; decoding any of these took seconds.
      expect(took).toBeLessThan(2000);
    }
  });

  it('says the bounds in the member’s language', async () => {
    bomber.jar.store('fz_locale=ru; Path=/');
    const answer = await bomber.upload('/api/upload/img', {
      name: 'wide.png',
      bytes: blackPng(100_000_000, 2, { channels: 1 }),
    });
    expect(answer.body.code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
    expect(answer.body.message).toContain('Изображение слишком большое');
    expect(answer.body.message).toContain(`${limits.upload.image.maxMegapixels} Мп`);
    bomber.jar.store('fz_locale=en; Path=/');
  });

  it('still takes a 48 MP photo, a 16k panorama and a 40-frame animation on every image call', async () => {
    const photo = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#2a6ad0' } })
      .jpeg()
      .toBuffer();
    const panorama = await sharp({
      create: { width: 16_000, height: 2000, channels: 3, background: '#d02a6a' },
    })
      .jpeg()
      .toBuffer();
    const gif = await animation(40, 400);
    for (const url of imageCalls) {
      for (const [name, bytes] of [
        ['photo.jpg', photo],
        ['panorama.jpg', panorama],
      ] as const) {
        const answer = await photographer.upload(url, { name, bytes });
        expect({ url, name, status: answer.statusCode }).toEqual({ url, name, status: 200 });
      }
    }
    const picture = (await photographer.upload('/api/upload/img', { name: 'party.gif', bytes: gif })).body
      .data as UploadedImage;
    expect(picture).toMatchObject({ width: 400, height: 400 });
    const attachment = (await photographer.upload('/api/upload/file', { name: 'photo.jpg', bytes: photo }))
      .body.data as Attachment;
    const stored = await sharp(
      (await app.inject({ method: 'GET', url: attachment.url })).rawPayload,
    ).metadata();
    expect(stored).toMatchObject({ width: 8000, height: 6000 });
  });

  it(`decodes at most ${imageWorkSlots} image(s) at once, however many arrive together`, async () => {
    const members = [bomber, bomber, photographer, photographer];
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#6a2ad0' } })
      .jpeg()
      .toBuffer();
    // The slots' own count, not sharp's: sharp counts every operation of the process, and each
    // upload's header is read (cheaply, without decoding) as it arrives, before it queues, so a
    // header read overlapping a decode once made sharp's count exceed the slots on a loaded machine.
    let mostAtOnce = 0;
    const sampler = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, activeImageWork());
    }, 2);
    try {
      const answers = await Promise.all(
        members.map((member) => member.upload('/api/upload/img', { name: 'photo.jpg', bytes: photo })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    } finally {
      clearInterval(sampler);
    }
    expect(mostAtOnce).toBeGreaterThan(0);
    expect(mostAtOnce).toBeLessThanOrEqual(imageWorkSlots);
  });
});

describe('image uploads while every image slot is busy', () => {
  let app: FastifyInstance;
  let member: TestClient;
  let releaseSlots: () => void = () => undefined;
  let heldSlots: Promise<unknown>[] = [];

  /** Takes every image slot of the process until releaseSlots(), as long uploads would. */
  const holdEverySlot = () => {
    const released = new Promise<void>((resolve) => (releaseSlots = resolve));
    heldSlots = Array.from({ length: imageWorkSlots }, () =>
      withImageWorkSlot(() => released, imageWorkSlots),
    );
  };

  beforeAll(async () => {
    app = await createTestApp({ region: 'global', demoData: true, env: { IMAGE_UPLOADS_MAX_WAITING: '1' } });
    member = new TestClient(app);
    await member.register('queued', 'queued@example.com', 'a-long-password');
  });
  afterAll(async () => {
    releaseSlots();
    await Promise.all(heldSlots);
    await app.close();
  });

  it('refuses a bomb from its header without waiting for a slot', async () => {
    holdEverySlot();
    try {
      const answer = await member.upload('/api/upload/img', {
        name: 'wide.png',
        bytes: blackPng(100_000_000, 2, { channels: 1 }),
      });
      expect(answer.body.code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
      expect(waitingImageWork()).toBe(0);
    } finally {
      releaseSlots();
      await Promise.all(heldSlots);
    }
  });

  it('answers UPLOADS_BUSY with Retry-After once as many uploads wait as the setting allows', async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a6ad0' } })
      .jpeg()
      .toBuffer();
    holdEverySlot();
    let waiting: ReturnType<TestClient['upload']> | undefined;
    try {
      waiting = member.upload('/api/upload/img', { name: 'first.jpg', bytes: photo });
      await expect.poll(waitingImageWork).toBe(1);
      const refused = await member.upload('/api/upload/img', { name: 'second.jpg', bytes: photo });
      expect(refused.statusCode).toBe(503);
      expect(refused.body.code).toBe('UPLOADS_BUSY');
      expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      releaseSlots();
      await Promise.all(heldSlots);
    }
    expect((await waiting).statusCode).toBe(200);
    expect((await member.upload('/api/upload/img', { name: 'third.jpg', bytes: photo })).statusCode).toBe(
      200,
    );
  });
});
