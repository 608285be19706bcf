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
  const cache = createReadCache<BoardCatalogue>({
    name: 'board-catalogue',
    ttlMs: catalogueTtlMs,
    clock: deps.clock,
    bus: deps.bus,
  });
  await cache.ready;
  const load = async (): Promise<BoardCatalogue> => {
    const boards = await allBoards(deps.db);
    return {
      boards,
      sections: await sectionsOfBoards(
        deps.db,
        boards.map((board) => board.id),
      ),
    };
  };
  return {
    get: () => cache.get('all', load),
    invalidate: () => cache.invalidate(),
    close: () => cache.close(),
  };
}

export type BoardCatalogueService = Awaited<ReturnType<typeof createBoardCatalogue>>;

/** A board of the catalogue with its main board, and what this audience may do with it. */
export type BoardAccess = {
  board: BoardRow;
  parent: BoardRow | undefined;
  visible: boolean;
  openToCountry: boolean;
};

/**
 * The one place that says whether a viewer may see a board (its own and its main board's audience)
 * and open it from their country; posts, lists and publishing all ask here. Undefined: no such board.
 */
export function boardAccess(
  catalogue: BoardCatalogue,
  audience: BoardAudience,
  boardId: bigint,
): BoardAccess | undefined {
  const board = catalogue.boards.find((row) => row.id === boardId);
  if (!board) return undefined;
  const parent = board.parentId ? catalogue.boards.find((row) => row.id === board.parentId) : undefined;
  return {
    board,
    parent,
    visible: canSeeBoard(board, audience) && (!parent || canSeeBoard(parent, audience)),
    openToCountry: isOpenToCountry(board, audience.countryCode, parent),
  };
}

/** Boards whose posts this audience may not see in lists: hidden ones and ones its country may not open. */
export function boardsClosedTo(catalogue: BoardCatalogue, audience: BoardAudience): bigint[] {
  return catalogue.boards
    .filter((board) => {
      const access = boardAccess(catalogue, audience, board.id)!;
      return !access.visible || !access.openToCountry;
    })
    .map((board) => board.id);
}
