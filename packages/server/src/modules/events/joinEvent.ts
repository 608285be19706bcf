import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import { insertParticipant } from './events.queries.ts';
import type { EventsDeps, EventReader } from './eventAccess.ts';
import { eventFor, viewOf } from './eventAccess.ts';

/** Joins an event: only with the privacy policy accepted (spec §5), while it is open to join. */
export async function joinEvent(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader & { viewer: Viewer },
  id: bigint,
  privacyAccepted: boolean,
) {
  const boards = await catalogue.get();
  const loaded = await eventFor(deps, boards, reader, 'join', id);
  if (!privacyAccepted) throw new AppError('PRIVACY_POLICY_REQUIRED');
  await insertParticipant(deps.db, id, reader.viewer.id, loaded.now);
  return viewOf(deps, boards, reader, { ...loaded, joined: true });
}
