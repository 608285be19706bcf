import type { MemberSummary, Page } from '@fanzone/contract';
import { followListPageSize } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { editorGroupsOfMembers, findUserById } from '../identity/index.ts';
import type { FollowsChanged } from '../boards/index.ts';
import { decodeFollowCursor, encodeFollowCursor } from './memberDirectory.ts';
import { presentMemberSummary } from './social.present.ts';
import {
  blockPage,
  deleteUserBlock,
  deleteUserFollow,
  followedAmong,
  insertUserBlock,
} from './social.queries.ts';

/**
 * Blocking a member (the block list is shared with private letters): they can no longer comment on
 * the blocker's posts or answer them, the blocker stops seeing their posts and comments, and any
 * follow between the two ends.
 */
export async function blockMember(
  deps: Deps,
  followsChanged: FollowsChanged,
  viewer: Viewer,
  memberId: bigint,
) {
  await checkBlockTarget(deps, viewer, memberId);
  await insertUserBlock(deps.db, viewer.id, memberId, deps.clock.now());
  await deleteUserFollow(deps.db, viewer.id, memberId);
  await deleteUserFollow(deps.db, memberId, viewer.id);
  await followsChanged([viewer.id, memberId]);
  return { blocked: true as const };
}

export async function unblockMember(deps: Deps, viewer: Viewer, memberId: bigint) {
  await checkBlockTarget(deps, viewer, memberId);
  await deleteUserBlock(deps.db, viewer.id, memberId);
  return { blocked: false as const };
}

async function checkBlockTarget(deps: Deps, viewer: Viewer, memberId: bigint) {
  if (memberId === viewer.id) throw new AppError('CANNOT_BLOCK_SELF');
  if (!(await findUserById(deps.db, memberId))) throw new AppError('USER_NOT_FOUND');
}

export async function blockedMembers(
  deps: Deps,
  viewer: Viewer,
  cursorText: string | undefined,
): Promise<{ members: MemberSummary[]; page: Page }> {
  const rows = await blockPage(deps.db, viewer.id, decodeFollowCursor(cursorText), followListPageSize + 1);
  const shown = rows.slice(0, followListPageSize);
  const ids = shown.map((row) => row.user.id);
  const [groups, followed] = await Promise.all([
    editorGroupsOfMembers(deps.db, ids),
    followedAmong(deps.db, viewer.id, ids),
  ]);
  const last = shown.at(-1);
  const hasMore = rows.length > followListPageSize;
  return {
    members: shown.map((row) =>
      presentMemberSummary(row.user, groups.get(row.user.id) ?? [], followed.has(row.user.id)),
    ),
    page: {
      cursor: hasMore && last ? encodeFollowCursor({ at: last.blockedAt, id: last.user.id }) : null,
      hasMore,
    },
  };
}
