import { boardsInReach, isActiveStaff } from '../../platform/http/callerAccess.ts';
import { localized } from '@fanzone/contract';
import type { EditorGroup, Locale, MemberRecord, MemberRole, Page } from '@fanzone/contract';
import { isStaffRole, limits } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogue } from '../boards/index.ts';
import {
  activeEditorGroupsAmong,
  banHolds,
  editorGroupsWithMemberCounts,
  setEditorGroupMemberships,
} from '../identity/index.ts';
import type { SessionCache } from '../identity/index.ts';
import { insertStaffLogEntry } from '../staffLog/index.ts';
import { endBoardBansOfNewStaff } from './boardBans.ts';
import { memberStandingRefusal, roleChangeRefusal } from './moderation.policy.ts';
import type { MemberRow, WritersInBoards } from './moderation.queries.ts';
import {
  boardBansAmong,
  lockMember,
  memberRecordRow,
  membersForConsole,
  moderatedBoardsAmong,
  setLevel,
  setRole,
} from './moderation.queries.ts';

type MembersContext = {
  deps: Pick<Deps, 'db' | 'clock'>;
  catalogue: BoardCatalogue;
  locale: Locale;
  /** Who wrote in boards (comments builds it): a moderator of some boards acts on those members. */
  writersIn: WritersInBoards;
};

const pageSize = limits.lists.pageSize;

/**
 * The members as staff see them, with their bans from boards the viewer looks after, the boards each
 * moderator was given, named in the reader's language, and the editor groups each is an active
 * member of.
 */
async function present(context: MembersContext, viewer: Viewer, rows: MemberRow[]): Promise<MemberRecord[]> {
  const now = context.deps.clock.now();
  const [given, groups, boardBans] = await Promise.all([
    moderatedBoardsAmong(
      context.deps.db,
      rows.filter((row) => row.role === 'moderator').map((row) => row.id),
    ),
    activeEditorGroupsAmong(
      context.deps.db,
      rows.map((row) => row.id),
    ),
    boardBansAmong(
      context.deps.db,
      rows.map((row) => row.id),
      boardsInReach(viewer, context.catalogue.boards),
      now,
    ),
  ]);
  const boardName = (id: bigint) => {
    const board = context.catalogue.boards.find((entry) => entry.id === id);
    return board ? localized(board.name, context.locale) : '';
  };
  return rows.map((row) => ({
    id: row.id.toString(),
    username: row.username,
    avatar: row.avatarUrl,
    role: row.role,
    level: row.level,
    countryCode: row.countryCode,
    joinedAt: unixSeconds(row.createdAt),
    postCount: row.postCount,
    ban: banHolds(row, now)
      ? { reason: row.banReason, until: row.bannedUntil ? unixSeconds(row.bannedUntil) : null }
      : null,
    boardBans: boardBans
      .filter((ban) => ban.userId === row.id)
      .map((ban) => ({
        boardId: ban.boardId.toString(),
        boardName: boardName(ban.boardId),
        reason: ban.reason,
        until: ban.until ? unixSeconds(ban.until) : null,
      })),
    moderatedBoards: given
      .filter((entry) => entry.userId === row.id)
      .map((entry) => ({ id: entry.boardId.toString(), name: boardName(entry.boardId) })),
    editorGroups: groups
      .filter((entry) => entry.userId === row.id)
      .map((entry) => ({ id: entry.groupId.toString(), name: entry.name })),
  }));
}

/** The member's card as it is now, after a change. */
async function presentAfresh(
  context: MembersContext,
  viewer: Viewer,
  memberId: bigint,
): Promise<MemberRecord> {
  const [record] = await present(context, viewer, [(await memberRecordRow(context.deps.db, memberId))!]);
  return record!;
}

/**
 * The console's Members section (staff): the members whose name starts with the query, or the
 * newest first, in pages. A moderator given some boards finds the members they act on there: those
 * who wrote in those boards (or their sub boards) and those banned from them, never staff. The
 * whole community's directory (countries, join dates, community-wide bans of people who never came
 * by) is not theirs to browse.
 */
export async function findMembers(
  context: MembersContext,
  viewer: Viewer,
  query: { query?: string; cursor?: string },
): Promise<{ members: MemberRecord[]; page: Page }> {
  if (!isActiveStaff(viewer)) throw new AppError('FORBIDDEN');
  const boardIds = boardsInReach(viewer, context.catalogue.boards);
  if (query.query) {
    const rows = await membersForConsole(
      context.deps.db,
      {
        prefix: query.query,
        boardIds,
        limit: pageSize,
      },
      context.writersIn,
    );
    return { members: await present(context, viewer, rows), page: { cursor: null, hasMore: false } };
  }
  const cursor = decodeCursor(query.cursor, ['id']);
  const rows = await membersForConsole(
    context.deps.db,
    {
      beforeId: cursor ? BigInt(cursor[0]!) : undefined,
      boardIds,
      limit: pageSize + 1,
    },
    context.writersIn,
  );
  const shown = rows.slice(0, pageSize);
  const hasMore = rows.length > pageSize;
  return {
    members: await present(context, viewer, shown),
    page: { cursor: hasMore ? encodeCursor([shown.at(-1)!.id.toString()]) : null, hasMore },
  };
}

/**
 * An admin sets a member's role: member, moderator (of the boards given and their sub boards, or of
 * every board when none is given) or admin. Logged with the before and after; the member's sessions
 * learn it on every node at once.
 */
export async function changeMemberRole(
  context: MembersContext & { sessions: Pick<SessionCache, 'userChanged'> },
  viewer: Viewer,
  memberId: bigint,
  change: MemberRole,
): Promise<MemberRecord> {
  const { db } = context.deps;
  const member = await memberRecordRow(db, memberId);
  const refusal = roleChangeRefusal(viewer, member);
  if (refusal) throw new AppError(refusal);
  const boardIds = change.role === 'moderator' ? [...new Set(change.boardIds)].map(BigInt) : [];
  if (boardIds.some((id) => !context.catalogue.boards.some((board) => board.id === id)))
    throw new AppError('BOARD_NOT_FOUND');
  const [before] = await present(context, viewer, [member!]);
  const boardsOf = (record: MemberRecord) => record.moderatedBoards.map((board) => board.id);
  const now = context.deps.clock.now();
  await db.transaction(async (tx) => {
    await setRole(tx, member!.id, change.role, boardIds);
    if (isStaffRole(change.role)) await endBoardBansOfNewStaff(tx, viewer, member!, now);
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: 'member.roleChanged',
      targetKind: 'member',
      targetId: member!.id,
      targetLabel: member!.username,
      before: { role: before!.role, boardIds: boardsOf(before!) },
      after: { role: change.role, boardIds: boardIds.map(String) },
      reason: '',
      createdAt: now,
    });
  });
  await context.sessions.userChanged(member!.id);
  return presentAfresh(context, viewer, memberId);
}

/**
 * An operator sets a member's level by hand (an offline event, a correction), higher or lower, within
 * the levels the community's ladder has (level n needs `growthLevels[n - 1]`). Growth later only ever
 * raises it: the next reward recomputes the level from the growth value and keeps the greater
 * (`payReward`), so a level set below what the growth value reaches lasts until then. Logged with the
 * before and after. The level is no part of a session (neither the viewer nor `my`): open sessions
 * have nothing to drop.
 */
export async function setMemberLevel(
  context: MembersContext & { growthLevels: readonly number[] },
  viewer: Viewer,
  memberId: bigint,
  level: number,
): Promise<MemberRecord> {
  const { db } = context.deps;
  const member = await memberRecordRow(db, memberId);
  const refusal = memberStandingRefusal(member);
  if (refusal) throw new AppError(refusal);
  const highest = context.growthLevels.length;
  if (level > highest)
    throw new AppError('LEVEL_OUT_OF_RANGE', { values: { min: limits.levels.min, max: highest } });
  await db.transaction(async (tx) => {
    const before = await lockMember(tx, member!.id);
    await setLevel(tx, member!.id, level);
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: 'member.levelSet',
      targetKind: 'member',
      targetId: member!.id,
      targetLabel: member!.username,
      before: { level: before!.level },
      after: { level },
      reason: '',
      createdAt: context.deps.clock.now(),
    });
  });
  return presentAfresh(context, viewer, memberId);
}

/** The editor groups operators choose from, in their order, with how many active members each has. */
export async function listEditorGroups(deps: Pick<Deps, 'db'>): Promise<EditorGroup[]> {
  const groups = await editorGroupsWithMemberCounts(deps.db);
  return groups.map((group) => ({ ...group, id: group.id.toString() }));
}

/**
 * An operator makes a member an active member of exactly the editor groups given (none: no group);
 * every other membership ends. Logged with the groups' names before and after; the member's sessions
 * learn it on every node at once, since being an editor opens the boards kept for editors.
 */
export async function setMemberEditorGroups(
  context: MembersContext & { sessions: Pick<SessionCache, 'userChanged'> },
  viewer: Viewer,
  memberId: bigint,
  groupIds: readonly string[],
): Promise<MemberRecord> {
  const { db } = context.deps;
  const member = await memberRecordRow(db, memberId);
  const refusal = memberStandingRefusal(member);
  if (refusal) throw new AppError(refusal);
  const wanted = new Set(groupIds.map(BigInt));
  const chosen = (await editorGroupsWithMemberCounts(db)).filter((group) => wanted.has(group.id));
  if (chosen.length !== wanted.size) throw new AppError('EDITOR_GROUP_NOT_FOUND');
  await db.transaction(async (tx) => {
    await lockMember(tx, member!.id);
    const before = await activeEditorGroupsAmong(tx, [member!.id]);
    await setEditorGroupMemberships(
      tx,
      member!.id,
      chosen.map((group) => group.id),
    );
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: 'member.editorGroupsSet',
      targetKind: 'member',
      targetId: member!.id,
      targetLabel: member!.username,
      before: { groups: before.map((group) => group.name) },
      after: { groups: chosen.map((group) => group.name) },
      reason: '',
      createdAt: context.deps.clock.now(),
    });
  });
  await context.sessions.userChanged(member!.id);
  return presentAfresh(context, viewer, memberId);
}
