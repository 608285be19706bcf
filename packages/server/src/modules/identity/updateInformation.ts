import { isUniqueViolation } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isStoredUrl } from '../../platform/storage/storage.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { isUsernameTaken, updateUser } from './identity.queries.ts';
import { renameAccount } from './provider/provider.queries.ts';
import { embeddedIssuerKey } from './provider/provider.ts';

/**
 * The personal information page (spec §2 `/personal/information`): a new username, unique across the
 * forum and the embedded account provider (the login name follows it, so members log in with the name
 * they see), or a new avatar that was uploaded here.
 */
export async function updateInformation(
  deps: Deps,
  viewer: Viewer,
  changes: { username?: string; avatarUrl?: string },
) {
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  if (changes.avatarUrl !== undefined && !isStoredUrl(deps.storage, changes.avatarUrl)) {
    throw new AppError('VALIDATION_FAILED', { fields: { avatarUrl: 'must be uploaded here first' } });
  }
  const renaming = changes.username !== undefined && changes.username !== viewer.username;
  if (renaming && (await isUsernameTaken(deps.db, changes.username!, viewer.id)))
    throw new AppError('USERNAME_TAKEN', { fields: { username: 'taken' } });
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await updateUser(tx, viewer.id, {
        ...(renaming ? { username: changes.username } : {}),
        ...(changes.avatarUrl !== undefined ? { avatarUrl: changes.avatarUrl } : {}),
      });
      if (renaming && user && user.issuer === embeddedIssuerKey) {
        await renameAccount(tx, user.subject, changes.username!);
      }
      return user!;
    });
  } catch (error) {
    // Two members racing for one name, or an account provider login name: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN', { fields: { username: 'taken' } });
    throw error;
  }
}
