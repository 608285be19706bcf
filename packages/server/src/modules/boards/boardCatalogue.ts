import { createReadCache } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import type { BoardAudience } from './boards.policy.ts';
import { canSeeBoard, isOpenToCountry } from './boards.policy.ts';
import type { BoardRow, SectionRow } from './boards.queries.ts';
import { allBoards, sectionsOfBoards } from './boards.queries.ts';

/** Every board and section: the part of the board pages that is the same for everyone. */
export type BoardCatalogue = { boards: BoardRow[]; sections: SectionRow[] };

/** The catalogue changes rarely and is read on every board page and list: cached per node for 10 s. */
const catalogueTtlMs = 10_000;

/**
 * The shared, cached board catalogue. Boards read it for their pages; posts read it to name boards
 * and sections on cards and to leave out posts of boards a viewer may not see or open.
 */
export async function createBoardCatalogue(deps: Deps) {
  const cache = createReadCache<BoardCatalogue>({ name: 'board-catalogue', ttlMs: catalogueTtlMs, clock: deps.clock, bus: deps.bus });
  await cache.ready;
  const load = async (): Promise<BoardCatalogue> => {
    const boards = await allBoards(deps.db);
    return { boards, sections: await sectionsOfBoards(deps.db, boards.map((board) => board.id)) };
  };
  return {
    get: () => cache.get('all', load),
    invalidate: () => cache.invalidate(),
    close: () => cache.close(),
  };
}

export type BoardCatalogueService = Awaited<ReturnType<typeof createBoardCatalogue>>;

/** Boards whose posts this audience may not see in lists: hidden ones and ones its country may not open. */
export function boardsClosedTo(catalogue: BoardCatalogue, audience: BoardAudience): bigint[] {
  const byId = new Map(catalogue.boards.map((board) => [board.id, board]));
  return catalogue.boards
    .filter((board) => {
      const parent = board.parentId ? byId.get(board.parentId) : undefined;
      return !canSeeBoard(board, audience) || (parent && !canSeeBoard(parent, audience)) || !isOpenToCountry(board, audience.countryCode, parent);
    })
    .map((board) => board.id);
}
