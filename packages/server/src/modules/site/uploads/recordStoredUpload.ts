import type { Deps } from '../../../platform/deps.ts';
import type { UploadKind } from './uploads.tables.ts';
import { recordUpload } from './uploads.queries.ts';

/**
 * Records an object just stored as the member's upload. Should the record fail (the database is
 * down), the object is deleted again, since nothing would ever know of it or clean it up, and the
 * record's failure stays the answer; a failed delete does not hide it.
 */
export async function recordStoredUpload(
  deps: Pick<Deps, 'db' | 'storage'>,
  upload: { key: string; uploaderId: bigint; kind: UploadKind; createdAt: Date },
): Promise<void> {
  try {
    await recordUpload(deps.db, upload);
  } catch (error) {
    await deps.storage.delete(upload.key).catch(() => undefined);
    throw error;
  }
}
