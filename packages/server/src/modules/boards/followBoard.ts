import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { visibleBoard } from './boardDirectory.ts';
import type { BoardAudience } from './boards.policy.ts';
import { isOpenToCountry } from './boards.policy.ts';
import { deleteBoardFollow, insertBoardFollow } from './boards.queries.ts';

/** Told when members' follows (of members or boards) changed, so what keeps them (Following's sources) drops them. */
export type FollowsChanged = (memberIds: bigint[]) => Promise<void>;

/** Follow or stop following a board; both are idempotent and keep the follower count exact. */
export async function setBoardFollow(
  deps: Deps,
  followsChanged: FollowsChanged,
  viewer: Viewer,
  audience: BoardAudience,
  boardId: bigint,
  follow: boolean,
) {
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  const { board, parent } = await visibleBoard(deps.db, audience, boardId);
  // Leaving is always allowed; joining needs the board to be open to the member's country.
  if (follow && !isOpenToCountry(board, audience.countryCode, parent))
    throw new AppError('SECTION_NOT_OPEN_TO_COUNTRY');
  const followerCount = follow
    ? await insertBoardFollow(deps.db, viewer.id, boardId, deps.clock.now())
    : await deleteBoardFollow(deps.db, viewer.id, boardId);
  await followsChanged([viewer.id]);
  return followerCount;
}
