import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import type { UploadKind } from './uploads.tables.ts';
import { uploads } from './uploads.tables.ts';

/** Notes that `uploaderId` stored the object `key` as an upload of `kind`. */
export async function recordUpload(
  db: Db,
  upload: { key: string; uploaderId: bigint; kind: UploadKind; createdAt: Date },
): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** Whether `key` is an object `uploaderId` uploaded as `kind`. */
export async function isOwnUpload(
  db: Db,
  uploaderId: bigint,
  key: string,
  kind: UploadKind,
): Promise<boolean> {
  const [found] = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.uploaderId, uploaderId), eq(uploads.kind, kind)))
    .limit(1);
  return found !== undefined;
}
