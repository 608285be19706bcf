import type { Deps } from '../../../platform/deps.ts';
import { isStoredUrl } from '../../../platform/storage/storage.ts';
import { isOwnUpload } from './uploads.queries.ts';
import type { UploadKind } from './uploads.tables.ts';

/**
 * Whether `url` is the address of an object `memberId` uploaded as `kind` (what other modules ask
 * before they pass an address on, e.g. a private letter's image or video): an address into the
 * store is not enough, since anyone can type one or copy another member's.
 */
export async function isOwnUploadAt(
  deps: Pick<Deps, 'db' | 'storage'>,
  memberId: bigint,
  url: string,
  kind: UploadKind,
): Promise<boolean> {
  if (!isStoredUrl(deps.storage, url)) return false;
  return isOwnUpload(deps.db, memberId, url.slice(deps.storage.urlOf('').length), kind);
}
