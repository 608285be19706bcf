import type { Deps } from '../../platform/deps.ts';
import { deleteExpiredSessions } from './identity.queries.ts';
import { deleteExpiredPayloads } from './provider/provider.queries.ts';

const batch = 1_000;

/**
 * Removes expired sessions and provider records (abandoned logins pile up otherwise), in batches so a
 * large backlog never holds locks for long.
 */
export async function purgeExpiredIdentityRecords(
  deps: Deps,
): Promise<{ sessions: number; providerRecords: number }> {
  const now = deps.clock.now();
  let sessions = 0;
  let providerRecords = 0;
  for (let removed = batch; removed === batch;) {
    removed = await deleteExpiredSessions(deps.db, now, batch);
    sessions += removed;
  }
  for (let removed = batch; removed === batch;) {
    removed = await deleteExpiredPayloads(deps.db, now, batch);
    providerRecords += removed;
  }
  return { sessions, providerRecords };
}
