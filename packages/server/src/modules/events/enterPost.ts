import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import { entryBoardIds } from './events.policy.ts';
import { enterablePosts, entryOf, insertEntry } from './events.queries.ts';
import type { EventsDeps, EventReader } from './eventAccess.ts';
import { eventFor, viewOf } from './eventAccess.ts';

/**
 * Enters a post: the member's own, published in the event's board while entries are open. One
 * entry per member (the ranking ranks members; a second answers EVENT_ALREADY_ENTERED).
 */
export async function enterPost(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader & { viewer: Viewer },
  id: bigint,
  postId: bigint,
) {
  // Read before the transaction: the catalogue may reload from the database, which (embedded) waits
  // for the transaction to end.
  const boards = await catalogue.get();
  const loaded = await deps.db.transaction(async (tx) => {
    // The phase is decided and the entry stored under the event's lock (see shareLockEvent).
    const current = await eventFor({ ...deps, db: tx }, boards, reader, 'enter', id, { locked: true });
    if (await entryOf(tx, id, reader.viewer.id)) throw new AppError('EVENT_ALREADY_ENTERED');
    const entryBoards = entryBoardIds(boards, current.row.boardId);
    const [post] = await enterablePosts(tx, current.row, entryBoards, reader.viewer.id, postId);
    if (!post) throw new AppError('EVENT_ENTRY_INVALID');
    if (!(await insertEntry(tx, id, reader.viewer.id, postId, current.now)))
      throw new AppError('EVENT_ALREADY_ENTERED');
    return current;
  });
  return viewOf(deps, boards, reader, loaded);
}
