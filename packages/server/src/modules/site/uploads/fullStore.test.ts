import type { UploadedImage } from '@fanzone/contract';
import { solidPng, videoFile } from '@fanzone/testkit';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillingDisk } from '../../../../test/fullDisk.ts';
import { createTestApp } from '../../../../test/testApp.ts';
import { TestClient } from '../../../../test/testClient.ts';
import { createDiskStorage } from '../../../platform/storage/diskStorage.ts';

/** Every file under `root`, relative to it. */
const filesUnder = (root: string) =>
  (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(root, name)).isFile(),
  );

describe('uploads when the store is full', () => {
  const disk = fillingDisk(16 * 1024);
  let app: FastifyInstance;
  let member: TestClient;
  let uploadsRoot = '';
  // The video's temporary copy goes to os.tmpdir(): a folder of this suite's own, to see it emptied.
  const temporaryFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-full-tmp-'));
  const previousTmpdir = process.env.TMPDIR;
  const leftPartial = 'images/2026/11/0123456789abcdef01234567.png.4242.partial';

  beforeAll(async () => {
    app = await createTestApp({
      region: 'global',
      storage: (root) => {
        uploadsRoot = root;
        // What a node that died mid-write left behind an hour ago: the new app sweeps it.
        fs.mkdirSync(path.dirname(path.join(root, leftPartial)), { recursive: true });
        fs.writeFileSync(path.join(root, leftPartial), Buffer.alloc(450 * 1024));
        const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
        fs.utimesSync(path.join(root, leftPartial), anHourAgo, anHourAgo);
        return createDiskStorage(root, '/uploads', disk.writes);
      },
    });
    member = new TestClient(app);
    await member.register('full_disk_fan', 'full-disk@example.com', 'a-long-password');
    // After the app is built: its data folder lives in the usual temporary folder.
    process.env.TMPDIR = temporaryFolder;
  });
  afterAll(async () => {
    await app.close();
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    fs.rmSync(temporaryFolder, { recursive: true, force: true });
  });

  it('sweeps the partial files an interrupted write left, when it starts', async () => {
    await vi.waitFor(() => expect(fs.existsSync(path.join(uploadsRoot, leftPartial))).toBe(false));
  });

  const health = async () => (await member.get('/api/health')).body.data as { degraded: string[] };

  it('answers STORAGE_FULL on every upload call, leaves no partial file, keeps serving, and health says so', async () => {
    const before = (await member.upload('/api/upload/img', { name: 'before.png', bytes: solidPng(300, 200) }))
      .body.data as UploadedImage;
    expect(await health()).toMatchObject({ degraded: [] });
    const storedBefore = filesUnder(uploadsRoot);

    disk.full = true;
    // Noise-free but large enough to be cut off part-way by the disk's last free bytes.
    const uploads = [
      ['/api/upload/img', { name: 'photo.png', bytes: solidPng(1200, 900) }],
      ['/api/upload/file', { name: 'notes.txt', bytes: Buffer.from('a line of notes\n'.repeat(4096)) }],
      [
        '/api/upload/video',
        { name: 'clip.mp4', bytes: videoFile({ width: 640, height: 360, mdatBytes: 200_000 }) },
      ],
    ] as const;
    for (const [url, file] of uploads) {
      const refused = await member.upload(url, file);
      expect({ url, status: refused.statusCode, code: refused.body.code }).toEqual({
        url,
        status: 507,
        code: 'STORAGE_FULL',
      });
      expect(refused.body.message).toBe('Storage is full, please try again later');
    }
    expect(filesUnder(uploadsRoot)).toEqual(storedBefore);
    expect(fs.readdirSync(temporaryFolder)).toEqual([]);
    expect(await health()).toMatchObject({ degraded: ['storage'] });
    // Reads go on.
    expect((await app.inject({ method: 'GET', url: before.url })).statusCode).toBe(200);
    expect((await member.get('/api/account/profile')).statusCode).toBe(200);

    disk.full = false;
    const after = await member.upload('/api/upload/img', { name: 'after.png', bytes: solidPng(300, 200) });
    expect(after.statusCode).toBe(200);
    expect(await health()).toMatchObject({ degraded: [] });
  });

  it('tells the member in their language', async () => {
    disk.full = true;
    member.jar.store('fz_locale=zh-CN; Path=/');
    try {
      const refused = await member.upload('/api/upload/img', {
        name: 'photo.png',
        bytes: solidPng(1200, 900),
      });
      expect(refused.body).toMatchObject({ code: 'STORAGE_FULL', message: '存储空间已满，请稍后再试' });
    } finally {
      member.jar.store('fz_locale=en; Path=/');
      disk.full = false;
    }
  });
});
