import { solidPng, videoFile } from '@fanzone/testkit';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/testClient.ts';
import { useTestApp } from '../../../../test/useTestApp.ts';
import { createDiskStorage } from '../../../platform/storage/diskStorage.ts';

/** Every uploaded file under `root`, relative to it (the generated avatars are not uploads). */
const filesUnder = (root: string) =>
  (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => !name.startsWith('avatars') && fs.statSync(path.join(root, name)).isFile())
    .sort();

const uploadCalls = [
  ['/api/upload/img', { name: 'photo.png', bytes: solidPng(300, 200) }],
  ['/api/upload/file', { name: 'notes.txt', bytes: Buffer.from('plain words\n') }],
  ['/api/upload/video', { name: 'clip.mp4', bytes: videoFile({ width: 640, height: 360, mdatBytes: 2000 }) }],
] as const;

describe('an upload whose record fails', () => {
  let member: TestClient;
  let uploadsRoot = '';
  const site = useTestApp({
    region: 'global',
    storage: (root) => {
      uploadsRoot = root;
      return createDiskStorage(root, '/uploads');
    },
  });
  const db = () => site.app.deps.db;

  beforeAll(async () => {
    member = site.visitor();
    await member.register('unrecorded', 'unrecorded@example.com', 'a-long-password');
  });

  it.each(uploadCalls)(
    'leaves no stored object behind on %s, and still answers the failure',
    async (url, file) => {
      const before = filesUnder(uploadsRoot);
      // The uploads table is away: the object is stored, then recording it fails.
      await db().execute(sql`ALTER TABLE uploads RENAME TO uploads_away`);
      try {
        const answer = await member.upload(url, file);
        expect(answer.statusCode).toBe(500);
      } finally {
        await db().execute(sql`ALTER TABLE uploads_away RENAME TO uploads`);
      }
      expect(filesUnder(uploadsRoot)).toEqual(before);

      const kept = await member.upload(url, file);
      expect(kept.statusCode).toBe(200);
      expect(filesUnder(uploadsRoot)).toHaveLength(before.length + 1);
    },
  );
});
