import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillingDisk } from '../../../test/fullDisk.ts';
import { AppError } from '../http/errors.ts';
import { createDiskStorage, stalePartialMs, sweepStalePartialFiles } from './diskStorage.ts';
import { createS3Storage } from './s3Storage.ts';
import { watchStorageSpace } from './spaceWatch.ts';
import type { Storage } from './storage.ts';
import { StorageFullError } from './storage.ts';

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

/** Every file under `root`, relative to it. */
const filesUnder = (root: string) =>
  (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(root, name)).isFile(),
  );

describe('disk storage on a full disk', () => {
  it('removes the partial file of a write that ran out of space, and says the store is full', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-full-'));
    const disk = fillingDisk(1000);
    const storage = createDiskStorage(root, '/uploads', disk.writes);
    await storage.put('images/kept.png', Buffer.alloc(5000, 1), 'image/png');
    disk.full = true;
    const refused = storage.put('images/big.png', Buffer.alloc(5000, 2), 'image/png');
    await expect(refused).rejects.toBeInstanceOf(StorageFullError);
    await expect(refused).rejects.toMatchObject({ store: 'disk', cause: { code: 'ENOSPC' } });

    const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-clip-')), 'clip.mp4');
    fs.writeFileSync(source, Buffer.alloc(5000, 3));
    await expect(storage.putFile('videos/clip.mp4', source, 'video/mp4')).rejects.toBeInstanceOf(
      StorageFullError,
    );

    // Nothing half-written takes space; what was stored before is still read.
    expect(filesUnder(root)).toEqual([path.join('images', 'kept.png')]);
    expect((await storage.get('images/kept.png'))?.length).toBe(5000);
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(path.dirname(source), { recursive: true, force: true });
  });

  it('sweeps partial files left by interrupted writes, but not live ones nor finished files', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-sweep-'));
    const now = new Date();
    const write = (name: string, ageMs: number) => {
      const file = path.join(root, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, Buffer.alloc(100));
      const at = new Date(now.getTime() - ageMs);
      fs.utimesSync(file, at, at);
    };
    write('images/2026/11/a.png.123.partial', stalePartialMs + 1000);
    write('files/abc/report.pdf.456.partial', 24 * 60 * 60 * 1000);
    write('images/2026/11/live.png.789.partial', 1000);
    write('images/2026/11/old.png', 365 * 24 * 60 * 60 * 1000);
    expect(await sweepStalePartialFiles(root, now)).toBe(2);
    expect(filesUnder(root).sort()).toEqual(
      [
        path.join('images', '2026', '11', 'live.png.789.partial'),
        path.join('images', '2026', '11', 'old.png'),
      ].sort(),
    );
    expect(await sweepStalePartialFiles(path.join(root, 'missing'), now)).toBe(0);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('walks the uploads a directory entry at a time, never reading the whole tree into memory', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-sweep-'));
    const now = new Date();
    const file = path.join(root, 'videos/2026/11/clip.mp4.1.partial');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.alloc(10));
    const at = new Date(now.getTime() - stalePartialMs - 1000);
    fs.utimesSync(file, at, at);
    // Watches, without replacing, the call that answers a whole listing at once.
    const listings = vi.spyOn(fsPromises, 'readdir');
    try {
      expect(await sweepStalePartialFiles(root, now)).toBe(1);
      expect(listings).not.toHaveBeenCalled();
    } finally {
      listings.mockRestore();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('S3 storage on full drives', () => {
  it("turns the server's 507 Insufficient Storage into a full store, for put and putFile", async () => {
    // MinIO's answer when its drives are full (s3rver has no way to say it).
    const fullServer = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(507, { 'content-type': 'application/xml' });
        response.end(
          '<Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold.</Message></Error>',
        );
      });
    });
    await new Promise<void>((resolve) => fullServer.listen(0, '127.0.0.1', resolve));
    const storage = createS3Storage({
      endpoint: `http://127.0.0.1:${(fullServer.address() as AddressInfo).port}`,
      bucket: 'fanzone',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-s3-full-')), 'clip.mp4');
    fs.writeFileSync(source, Buffer.alloc(2048, 1));
    try {
      await expect(storage.put('images/a.png', Buffer.alloc(10), 'image/png')).rejects.toMatchObject({
        name: 'Error',
        store: 's3',
        cause: { message: expect.stringMatching(/507 .*XMinioStorageFull/) },
      });
      await expect(storage.putFile('videos/a.mp4', source, 'video/mp4')).rejects.toBeInstanceOf(
        StorageFullError,
      );
    } finally {
      fullServer.close();
      fs.rmSync(path.dirname(source), { recursive: true, force: true });
    }
  });
});

describe('a store watched for space', () => {
  it('answers STORAGE_FULL, logs an error naming the store, and is full until a write succeeds', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-watch-'));
    const lines: { level: number; msg: string; store?: string }[] = [];
    // The app's own logger (pino), writing its JSON lines here.
    const { log } = Fastify({
      logger: {
        level: 'info',
        stream: {
          write: (line: string) => lines.push(JSON.parse(line)),
        },
      },
    });
    const disk = fillingDisk(10);
    const storage = watchStorageSpace(createDiskStorage(root, '/uploads', disk.writes), log);
    expect(storage.isFull()).toBe(false);

    disk.full = true;
    const refused = await storage.put('images/a.png', Buffer.alloc(100), 'image/png').catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'STORAGE_FULL', httpStatus: 507 });
    expect(storage.isFull()).toBe(true);
    await vi.waitFor(() =>
      expect(lines).toContainEqual(expect.objectContaining({ level: 50, store: 'disk' })),
    );
    expect(lines.find((line) => line.level === 50)?.msg).toMatch(/disk storage is full/);

    disk.full = false;
    await storage.put('images/b.png', Buffer.alloc(100), 'image/png');
    expect(storage.isFull()).toBe(false);
    // Errors other than space go through as they are.
    await expect(storage.put('../escape', Buffer.alloc(1), 'text/plain')).rejects.toThrow(
      /unsafe storage key/,
    );
    expect(storage.isFull()).toBe(false);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
