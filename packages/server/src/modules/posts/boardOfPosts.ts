import { AppError } from '../../platform/http/errors.ts';
import { canSeeBoard, isOpenToCountry } from '../boards/boards.policy.ts';
import type { PostsContext } from './postsContext.ts';

/** The board a post list is for, checked like the board page itself (hidden → missing). */
export function boardDetailOf(context: PostsContext, boardId: bigint) {
  const board = context.catalogue.boards.find((row) => row.id === boardId);
  const parent = board?.parentId ? context.catalogue.boards.find((row) => row.id === board.parentId) : undefined;
  if (!board || !canSeeBoard(board, context.audience) || (parent && !canSeeBoard(parent, context.audience))) throw new AppError('BOARD_NOT_FOUND');
  if (!isOpenToCountry(board, context.audience.countryCode, parent)) throw new AppError('SECTION_NOT_OPEN_TO_COUNTRY');
  return { id: board.id, isMain: board.parentId === null };
}
