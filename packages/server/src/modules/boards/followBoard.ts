import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardAudience } from './boards.policy.ts';
import { canSeeBoard } from './boards.policy.ts';
import { deleteBoardFollow, findBoard, insertBoardFollow } from './boards.queries.ts';

/** Follow or stop following a board; both are idempotent and keep the follower count exact. */
export async function setBoardFollow(deps: Deps, viewer: Viewer, audience: BoardAudience, boardId: bigint, follow: boolean) {
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  const board = await findBoard(deps.db, boardId);
  if (!board || !canSeeBoard(board, audience)) throw new AppError('BOARD_NOT_FOUND');
  return follow ? insertBoardFollow(deps.db, viewer.id, boardId, deps.clock.now()) : deleteBoardFollow(deps.db, viewer.id, boardId);
}
