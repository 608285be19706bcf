import { isActiveStaff } from '../../platform/http/callerAccess.ts';
import type { MemberSummary, Page, PublicProfile } from '@fanzone/contract';
import { followListPageSize } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { banHolds, editorGroupsOfMembers, findUserById } from '../identity/index.ts';
import { banRefusal } from '../moderation/index.ts';
import { isFriendsClubMember } from '../certification/index.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { presentMemberSummary } from './social.present.ts';
import type { FollowCursor } from './social.queries.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { blockedAmong, followPage, followedAmong } from './social.queries.ts';

export async function publicProfile(
  deps: Deps,
  viewer: Viewer | null,
  memberId: bigint,
): Promise<PublicProfile> {
  const user = await findUserById(deps.db, memberId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const now = deps.clock.now();
  const other = viewer && viewer.id !== user.id ? viewer : null;
  const [groups, followed, blocked, friendsClub] = await Promise.all([
    editorGroupsOfMembers(deps.db, [user.id]),
    other ? followedAmong(deps.db, other.id, [user.id]) : Promise.resolve(new Set<bigint>()),
    other ? blockedAmong(deps.db, other.id, [user.id]) : Promise.resolve(new Set<bigint>()),
    isFriendsClubMember(deps.db, user.id),
  ]);
  return {
    ...presentMemberSummary(user, groups.get(user.id) ?? [], followed.has(user.id)),
    countryCode: user.countryCode,
    followerCount: user.followerCount,
    followingCount: user.followingCount,
    isSelf: viewer?.id === user.id,
    blocked: blocked.has(user.id),
    level: user.level,
    postCount: user.postCount,
    friendsClub,
    canBan: !!viewer && banRefusal(viewer, user, null, now) === null,
    ban:
      viewer && isActiveStaff(viewer) && banHolds(user, now)
        ? { reason: user.banReason, until: user.bannedUntil ? unixSeconds(user.bannedUntil) : null }
        : null,
  };
}

/** The cursor is opaque to clients: the last row's follow time and member id, in the lists' one codec. */
export function encodeFollowCursor(cursor: FollowCursor): string {
  return encodeCursor([cursor.at.toISOString(), String(cursor.id)]);
}

export function decodeFollowCursor(text: string | undefined): FollowCursor | undefined {
  const parts = decodeCursor(text, ['timestamp', 'id']);
  return parts && { at: new Date(parts[0]!), id: BigInt(parts[1]!) };
}

/** A page of followers or followees, each with whether the viewer follows them. */
export async function followList(
  deps: Deps,
  viewer: Viewer | null,
  memberId: bigint,
  direction: 'followers' | 'following',
  cursorText: string | undefined,
): Promise<{ members: MemberSummary[]; page: Page }> {
  if (!(await findUserById(deps.db, memberId))) throw new AppError('USER_NOT_FOUND');
  const rows = await followPage(
    deps.db,
    memberId,
    direction,
    decodeFollowCursor(cursorText),
    followListPageSize + 1,
  );
  const shown = rows.slice(0, followListPageSize);
  const ids = shown.map((row) => row.user.id);
  const [groups, followed] = await Promise.all([
    editorGroupsOfMembers(deps.db, ids),
    viewer ? followedAmong(deps.db, viewer.id, ids) : Promise.resolve(new Set<bigint>()),
  ]);
  const last = shown.at(-1);
  return {
    members: shown.map((row) =>
      presentMemberSummary(row.user, groups.get(row.user.id) ?? [], followed.has(row.user.id)),
    ),
    page: {
      cursor:
        rows.length > followListPageSize && last
          ? encodeFollowCursor({ at: last.followedAt, id: last.user.id })
          : null,
      hasMore: rows.length > followListPageSize,
    },
  };
}
