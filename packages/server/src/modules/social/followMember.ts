import type { FollowsChanged } from '../boards/index.ts';
import { findUserById } from '../identity/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { deleteUserFollow, followedAmong, insertUserFollow } from './social.queries.ts';

declare module '../../platform/domainEvents.ts' {
  interface DomainEvents {
    /** A member began to follow another (not a repeat). */
    'member.followed': { memberId: bigint; followerId: bigint; at: Date };
  }
}

/**
 * Follow or stop following a member; idempotent, counts kept exact in the same transaction. A new
 * follower is told to the member in the message centre.
 */
export async function setMemberFollow(
  deps: Deps,
  followsChanged: FollowsChanged,
  viewer: Viewer,
  memberId: bigint,
  follow: boolean,
) {
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  if (memberId === viewer.id) throw new AppError('CANNOT_FOLLOW_SELF');
  if (!(await findUserById(deps.db, memberId))) throw new AppError('USER_NOT_FOUND');
  const wasFollowing = (await followedAmong(deps.db, viewer.id, [memberId])).has(memberId);
  const now = deps.clock.now();
  const followerCount = follow
    ? await insertUserFollow(deps.db, viewer.id, memberId, now)
    : await deleteUserFollow(deps.db, viewer.id, memberId);
  await followsChanged([viewer.id]);
  if (follow && !wasFollowing)
    await deps.events.tell('member.followed', { memberId, followerId: viewer.id, at: now });
  return { followed: follow, followerCount };
}
