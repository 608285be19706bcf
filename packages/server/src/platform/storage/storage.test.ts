import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './diskStorage.ts';
import { createS3Storage } from './s3Storage.ts';
import type { Storage } from './storage.ts';

/** The same behaviour from both stores: a local folder, and an S3 server speaking the real protocol. */
function behavesAsStorage(name: string, open: () => Storage) {
  describe(name, () => {
    it('stores, reads back, and deletes an object', async () => {
      const storage = open();
      const body = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
      const stored = await storage.put('avatars/42.svg', body, 'image/svg+xml');
      expect(stored.key).toBe('avatars/42.svg');
      expect(stored.url.endsWith('/avatars/42.svg')).toBe(true);
      expect((await storage.get('avatars/42.svg'))?.equals(body)).toBe(true);
      await storage.delete('avatars/42.svg');
      expect(await storage.get('avatars/42.svg')).toBeNull();
    });

    it('answers null for a missing object and tolerates deleting it', async () => {
      const storage = open();
      expect(await storage.get('missing/file.png')).toBeNull();
      await expect(storage.delete('missing/file.png')).resolves.toBeUndefined();
    });

    it('stores a file from disk, streamed, and reads it back the same', async () => {
      const storage = open();
      const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-put-')), 'clip.mp4');
      const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 0x5a);
      fs.writeFileSync(source, bytes);
      const stored = await storage.putFile('videos/2026/11/streamed.mp4', source, 'video/mp4');
      expect(stored.key).toBe('videos/2026/11/streamed.mp4');
      expect((await storage.get('videos/2026/11/streamed.mp4'))!.equals(bytes)).toBe(true);
      expect(fs.existsSync(source)).toBe(true);
      await storage.delete('videos/2026/11/streamed.mp4');
      fs.rmSync(path.dirname(source), { recursive: true, force: true });
    });

    it('refuses keys that could escape the store', async () => {
      const storage = open();
      for (const key of ['../etc/passwd', '/abs/path', 'a/../../b', 'a//b', '']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
      }
    });
  });
}

const diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-disk-'));
behavesAsStorage('disk storage', () => createDiskStorage(diskRoot));

const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-s3-'));
let s3: S3rver;
let s3Port = 0;
beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: 'fanzone' }],
  });
  const address = (await s3.run()) as { port: number };
  s3Port = address.port;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(diskRoot, { recursive: true, force: true });
});
behavesAsStorage('S3 storage', () =>
  createS3Storage({
    endpoint: `http://127.0.0.1:${s3Port}`,
    bucket: 'fanzone',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: 'https://cdn.fanzone.example',
  }),
);

describe('S3 storage of attachments', () => {
  it("stores the download name as the object's Content-Disposition, in ASCII and UTF-8", async () => {
    const storage = createS3Storage({
      endpoint: `http://127.0.0.1:${s3Port}`,
      bucket: 'fanzone',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await storage.put('files/abc/report.pdf', Buffer.from('%PDF-1.4'), 'application/pdf', {
      downloadAs: 'Отчёт "Q3" (final).pdf',
    });
    const response = await fetch(`http://127.0.0.1:${s3Port}/fanzone/files/abc/report.pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="_____ _Q3_ (final).pdf"; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82%20%22Q3%22%20%28final%29.pdf`,
    );
    await storage.delete('files/abc/report.pdf');
  });
});
