import type { BoardAdmin, EndpointBody, structureOperatorApi } from '@fanzone/contract';
import { fallbackLocale } from '@fanzone/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { insertStaffLogEntry } from '../staffLog/index.ts';
import type { BoardCatalogueService } from './boardCatalogue.ts';
import type { BoardRow, SectionRow } from './boards.queries.ts';
import { allBoards, findBoard, insertBoard, sectionsOfBoards } from './boards.queries.ts';
import type { BoardChanges } from './structure.queries.ts';
import {
  findSection,
  insertSectionLast,
  lockBoard,
  lockSiblingBoardIds,
  nextBoardPosition,
  sectionsOfBoard,
  setBoardPositions,
  setSectionPositions,
  updateBoardRow,
  updateSectionRow,
} from './structure.queries.ts';

type BoardInput = EndpointBody<typeof structureOperatorApi.createBoard>;
type BoardUpdate = EndpointBody<typeof structureOperatorApi.updateBoard>;
type SectionInput = EndpointBody<typeof structureOperatorApi.createSection>;
type SectionUpdate = EndpointBody<typeof structureOperatorApi.updateSection>;

/** What operating the boards needs: the database and clock, and the catalogue every board read uses. */
export type BoardOperations = { deps: Pick<Deps, 'db' | 'clock'>; catalogue: BoardCatalogueService };

function presentBoard(row: BoardRow, sections: SectionRow[]): BoardAdmin {
  return {
    id: row.id.toString(),
    parentId: row.parentId?.toString() ?? null,
    position: row.position,
    name: row.name,
    description: row.description,
    iconUrl: row.iconUrl,
    closed: row.closed,
    euProduct: row.euProduct,
    allowedCountries: row.allowedCountries,
    visibleTo: row.visibleTo,
    followerCount: row.followerCount,
    postCount: row.postCount,
    sections: sections
      .filter((section) => section.boardId === row.id)
      .map((section) => ({
        id: section.id.toString(),
        position: section.position,
        name: section.name,
        closed: section.closed,
      })),
  };
}

/** The board and its sections as operators see them, read afresh (not from the catalogue's cache). */
async function boardAsOperatorsSeeIt(db: Db, boardId: bigint): Promise<BoardAdmin> {
  const board = (await findBoard(db, boardId))!;
  return presentBoard(board, await sectionsOfBoard(db, boardId));
}

/** Only the fields a change names, as they were and as they are: the staff log's before and after. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, keys: string[]) {
  const differs = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(differs.map((key) => [key, before[key]])),
    after: Object.fromEntries(differs.map((key) => [key, after[key]])),
  };
}

const labelOf = (name: Record<string, string>) => name[fallbackLocale] ?? Object.values(name)[0] ?? '';

/** Every board — hidden, closed or restricted included — main boards first, each in its order. */
export async function listBoardsForOperators(operations: BoardOperations) {
  const { db } = operations.deps;
  const boards = await allBoards(db);
  const sections = await sectionsOfBoards(
    db,
    boards.map((board) => board.id),
  );
  return boards.map((board) => presentBoard(board, sections));
}

/**
 * An operator adds a board: a main board (a product line) or a sub board of a main board — the
 * forum is two levels deep, as spec §2's product classification shows. It comes last among its
 * siblings; every node's catalogue drops its copy, so members see it on their next read.
 */
export async function createBoard(operations: BoardOperations, viewer: Viewer, input: BoardInput) {
  const { db, clock } = operations.deps;
  const parentId = input.parentId === null ? null : BigInt(input.parentId);
  const created = await db.transaction(async (tx) => {
    if (parentId !== null) {
      const parent = await lockBoard(tx, parentId);
      if (!parent) throw new AppError('BOARD_NOT_FOUND');
      if (parent.parentId !== null) throw new AppError('BOARD_PARENT_NOT_MAIN');
    }
    // Locks the siblings so that two boards added at once do not take the same place.
    await lockSiblingBoardIds(tx, parentId);
    const row = await insertBoard(tx, {
      parentId,
      position: await nextBoardPosition(tx, parentId),
      name: input.name,
      description: input.description ?? {},
      iconUrl: input.iconUrl ?? '',
      closed: input.closed ?? false,
      euProduct: input.euProduct ?? false,
      allowedCountries: input.allowedCountries ?? null,
      visibleTo: input.visibleTo ?? 'everyone',
      createdAt: clock.now(),
    });
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: 'board.created',
      targetKind: 'board',
      targetId: row.id,
      targetLabel: labelOf(row.name),
      boardId: row.id,
      before: null,
      after: { parentId: input.parentId, visibleTo: row.visibleTo, allowedCountries: row.allowedCountries },
      reason: '',
      createdAt: clock.now(),
    });
    return row;
  });
  await operations.catalogue.invalidate();
  return presentBoard(created, []);
}

/**
 * An operator changes a board. Closing it stops members choosing it for new posts; its audience
 * and countries decide at once who sees it and its posts anywhere (lists, posts, feeds all ask the
 * catalogue through `boardAccess`). Logged with what changed.
 */
export async function updateBoard(
  operations: BoardOperations,
  viewer: Viewer,
  boardId: bigint,
  changes: BoardUpdate,
) {
  const { db, clock } = operations.deps;
  const { description, ...sameNames } = changes;
  const columns: BoardChanges = {
    ...sameNames,
    ...(description === undefined ? {} : { description: description ?? {} }),
  };
  await db.transaction(async (tx) => {
    const before = await lockBoard(tx, boardId);
    if (!before) throw new AppError('BOARD_NOT_FOUND');
    const after = await updateBoardRow(tx, boardId, columns);
    const { before: was, after: is } = changedFields(before, after, Object.keys(columns));
    if (!Object.keys(is).length) return;
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: 'board.changed',
      targetKind: 'board',
      targetId: boardId,
      targetLabel: labelOf(after.name),
      boardId,
      before: was,
      after: is,
      reason: '',
      createdAt: clock.now(),
    });
  });
  await operations.catalogue.invalidate();
  return boardAsOperatorsSeeIt(db, boardId);
}

/** The same ids, each once: what an order must name to replace the one it was made from. */
export function namesEachOnce(current: bigint[], ordered: bigint[]) {
  const wanted = new Set(ordered);
  return (
    wanted.size === ordered.length && wanted.size === current.length && current.every((id) => wanted.has(id))
  );
}

/**
 * An operator puts the main boards, or one main board's sub boards, in a new order. The order
 * names every sibling once; if someone added one meanwhile, it answers ORDER_CHANGED rather than
 * drop it to the end unseen.
 */
export async function orderBoards(
  operations: BoardOperations,
  order: { parentId: string | null; ids: string[] },
) {
  const { db } = operations.deps;
  const parentId = order.parentId === null ? null : BigInt(order.parentId);
  await db.transaction(async (tx) => {
    if (parentId !== null && !(await lockBoard(tx, parentId))) throw new AppError('BOARD_NOT_FOUND');
    const siblings = await lockSiblingBoardIds(tx, parentId);
    const ordered = order.ids.map(BigInt);
    if (!namesEachOnce(siblings, ordered)) throw new AppError('ORDER_CHANGED');
    await setBoardPositions(tx, ordered);
  });
  await operations.catalogue.invalidate();
  return listBoardsForOperators(operations);
}

/** An operator adds a section to a board, last; answers the board with its sections. */
export async function createSection(
  operations: BoardOperations,
  viewer: Viewer,
  boardId: bigint,
  input: SectionInput,
) {
  const { db, clock } = operations.deps;
  await db.transaction(async (tx) => {
    const board = await lockBoard(tx, boardId);
    if (!board) throw new AppError('BOARD_NOT_FOUND');
    const section = await insertSectionLast(tx, boardId, { name: input.name, closed: input.closed ?? false });
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: 'section.created',
      targetKind: 'section',
      targetId: section.id,
      targetLabel: `${labelOf(board.name)} · ${labelOf(section.name)}`,
      boardId,
      before: null,
      after: { boardId: boardId.toString(), closed: section.closed },
      reason: '',
      createdAt: clock.now(),
    });
  });
  await operations.catalogue.invalidate();
  return boardAsOperatorsSeeIt(db, boardId);
}

/**
 * An operator renames a section or closes it: members no longer choose a closed section for new
 * posts (staff still may); its posts stay where they are.
 */
export async function updateSection(
  operations: BoardOperations,
  viewer: Viewer,
  sectionId: bigint,
  changes: SectionUpdate,
) {
  const { db, clock } = operations.deps;
  const section = await findSection(db, sectionId);
  if (!section) throw new AppError('SECTION_NOT_FOUND');
  await db.transaction(async (tx) => {
    const board = (await lockBoard(tx, section.boardId))!;
    const before = (await findSection(tx, sectionId))!;
    await updateSectionRow(tx, sectionId, changes);
    const after = (await findSection(tx, sectionId))!;
    const { before: was, after: is } = changedFields(before, after, Object.keys(changes));
    if (!Object.keys(is).length) return;
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: 'section.changed',
      targetKind: 'section',
      targetId: sectionId,
      targetLabel: `${labelOf(board.name)} · ${labelOf(after.name)}`,
      boardId: board.id,
      before: { ...was, boardId: board.id.toString() },
      after: { ...is, boardId: board.id.toString() },
      reason: '',
      createdAt: clock.now(),
    });
  });
  await operations.catalogue.invalidate();
  return boardAsOperatorsSeeIt(db, section.boardId);
}

/** An operator puts a board's sections in a new order (every section once, as for boards). */
export async function orderSections(operations: BoardOperations, boardId: bigint, ids: string[]) {
  const { db } = operations.deps;
  await db.transaction(async (tx) => {
    if (!(await lockBoard(tx, boardId))) throw new AppError('BOARD_NOT_FOUND');
    const current = (await sectionsOfBoard(tx, boardId)).map((section) => section.id);
    const ordered = ids.map(BigInt);
    if (!namesEachOnce(current, ordered)) throw new AppError('ORDER_CHANGED');
    await setSectionPositions(tx, boardId, ordered);
  });
  await operations.catalogue.invalidate();
  return boardAsOperatorsSeeIt(db, boardId);
}
