import { AppError } from '../../platform/http/errors.ts';
import { boardAccess } from '../boards/index.ts';
import type { PostsContext } from './postsContext.ts';

/** The board a post list is for, checked like the board page itself (hidden → missing). */
export function boardDetailOf(context: PostsContext, boardId: bigint) {
  const access = boardAccess(context.catalogue, context.audience, boardId);
  if (!access?.visible) throw new AppError('BOARD_NOT_FOUND');
  if (!access.openToCountry) throw new AppError('SECTION_NOT_OPEN_TO_COUNTRY');
  return { id: access.board.id, isMain: access.board.parentId === null };
}
