import { moderatesBoard } from '../../platform/http/callerAccess.ts';
import { localized } from '@fanzone/contract';
import type { Board, BoardDetail, Locale } from '@fanzone/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { BoardAudience } from './boards.policy.ts';
import { canSeeBoard, isOpenToCountry } from './boards.policy.ts';
import { presentSubBoard } from './boards.present.ts';
import type { BoardRow, SectionRow } from './boards.queries.ts';
import type { BoardCatalogue } from './boardCatalogue.ts';
import { findBoard, followedBoardIds, liveBoardNumbers, sectionsOfBoards } from './boards.queries.ts';
import { boardAccess } from './boardCatalogue.ts';

import type { Viewer } from '../../platform/http/viewer.ts';

type Context = {
  deps: Deps;
  catalogue: () => Promise<BoardCatalogue>;
  audience: BoardAudience;
  viewerId: bigint | null;
  /** Who asks: the board's moderators get its moderation tools. */
  viewer?: Viewer | null;
  locale: Locale;
};

async function presenterFor(context: Context, rows: BoardRow[], knownSections?: SectionRow[]) {
  const ids = rows.map((row) => row.id);
  const [sections, followed] = await Promise.all([
    knownSections ?? sectionsOfBoards(context.deps.db, ids),
    context.viewerId
      ? followedBoardIds(context.deps.db, context.viewerId, ids)
      : Promise.resolve(new Set<bigint>()),
  ]);
  return presenterOf(context, rows, sections, followed);
}

function presenterOf(context: Context, rows: BoardRow[], sections: SectionRow[], followed: Set<bigint>) {
  const sectionsByBoard = new Map<bigint, SectionRow[]>();
  for (const section of sections)
    sectionsByBoard.set(section.boardId, [...(sectionsByBoard.get(section.boardId) ?? []), section]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (row: BoardRow) =>
    presentSubBoard(row, {
      locale: context.locale,
      sections: sectionsByBoard.get(row.id) ?? [],
      followed: followed.has(row.id),
      open: isOpenToCountry(
        row,
        context.audience.countryCode,
        row.parentId ? byId.get(row.parentId) : undefined,
      ),
    });
}

/** Main boards with their sub boards, as this viewer may see them (spec §2 product-classification). */
export async function listBoards(context: Context): Promise<Board[]> {
  const catalogue = await context.catalogue();
  const rows = catalogue.boards.filter((row) => canSeeBoard(row, context.audience));
  const present = await presenterFor(context, rows, catalogue.sections);
  const mains = rows.filter((row) => row.parentId === null);
  return mains.map((main) => ({
    ...present(main),
    children: rows.filter((row) => row.parentId === main.id).map(present),
  }));
}

/**
 * A board and its main board, if the viewer may see both; otherwise it answers as missing, so a
 * hidden board's existence is never told.
 */
export async function visibleBoard(db: Db, audience: BoardAudience, id: bigint) {
  const board = await findBoard(db, id);
  const parent = board?.parentId ? await findBoard(db, board.parentId) : undefined;
  if (!board || !canSeeBoard(board, audience) || (parent && !canSeeBoard(parent, audience)))
    throw new AppError('BOARD_NOT_FOUND');
  return { board, parent };
}

/**
 * One board. Hidden boards answer as missing (their existence is not told); a board the viewer's
 * country may not open answers with the spec's message. What it is (names, audience, sub boards,
 * sections) comes from the shared catalogue, which operators' changes refresh at once on every node;
 * what moves with every post and follow (its counts, the viewer's follow) is read fresh, in one
 * statement for the board, its main board and its sub boards.
 */
export async function boardDetail(context: Context, id: bigint): Promise<BoardDetail> {
  const catalogue = await context.catalogue();
  const access = boardAccess(catalogue, context.audience, id);
  if (!access?.visible) throw new AppError('BOARD_NOT_FOUND');
  if (!access.openToCountry) throw new AppError('SECTION_NOT_OPEN_TO_COUNTRY');
  const { board, parent } = access;
  const children = catalogue.boards.filter(
    (row) => row.parentId === board.id && canSeeBoard(row, context.audience),
  );
  const shown = [board, ...children, ...(parent ? [parent] : [])];
  const live = await liveBoardNumbers(
    context.deps.db,
    shown.map((row) => row.id),
    context.viewerId,
  );
  const [freshBoard, ...freshChildren] = shown.map((row): BoardRow => {
    const numbers = live.get(row.id);
    return numbers ? { ...row, postCount: numbers.postCount, followerCount: numbers.followerCount } : row;
  });
  const followed = new Set([...live].filter(([, numbers]) => numbers.followed).map(([boardId]) => boardId));
  const present = presenterOf(context, [freshBoard!, ...freshChildren], catalogue.sections, followed);
  return {
    ...present(freshBoard!),
    parent: parent ? { id: parent.id.toString(), name: localized(parent.name, context.locale) } : null,
    children: freshChildren.slice(0, children.length).map(present),
    canModerate: moderatesBoard(context.viewer ?? null, {
      boardId: board.id,
      mainBoardId: parent?.id ?? board.id,
    }),
  };
}

/** `/forum/{id}/{countryCode}`: whether the board (and its main board) admits that country. */
export async function boardOpenToCountry(
  context: Context,
  id: bigint,
  countryCode: string,
): Promise<boolean> {
  const { board, parent } = await visibleBoard(context.deps.db, context.audience, id);
  return isOpenToCountry(board, countryCode, parent);
}

export async function boardIsEuProduct(context: Context, id: bigint): Promise<boolean> {
  const { board } = await visibleBoard(context.deps.db, context.audience, id);
  return board.euProduct;
}
