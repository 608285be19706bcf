import type { Locale, MemberRecord, MemberRole, Page } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogue } from '../boards/boardCatalogue.ts';
import { localized } from '../boards/boards.present.ts';
import type { SessionCache } from '../identity/sessionCache.ts';
import { banHolds } from './bans.ts';
import { isActiveStaff, roleChangeRefusal } from './moderation.policy.ts';
import type { MemberRow } from './moderation.queries.ts';
import {
  insertStaffLogEntry,
  memberRecordRow,
  membersForConsole,
  moderatedBoardsAmong,
  setRole,
} from './moderation.queries.ts';

type MembersContext = { deps: Pick<Deps, 'db' | 'clock'>; catalogue: BoardCatalogue; locale: Locale };

const pageSize = limits.lists.pageSize;

/** The members as staff see them, with the boards each moderator was given, named in the reader's language. */
async function present(context: MembersContext, rows: MemberRow[]): Promise<MemberRecord[]> {
  const given = await moderatedBoardsAmong(
    context.deps.db,
    rows.filter((row) => row.role === 'moderator').map((row) => row.id),
  );
  const now = context.deps.clock.now();
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
    moderatedBoards: given
      .filter((entry) => entry.userId === row.id)
      .map((entry) => ({ id: entry.boardId.toString(), name: boardName(entry.boardId) })),
  }));
}

/**
 * The console's Members section (staff): the members whose name starts with the query, or the
 * newest first, in pages.
 */
export async function findMembers(
  context: MembersContext,
  viewer: Viewer,
  query: { query?: string; cursor?: string },
): Promise<{ members: MemberRecord[]; page: Page }> {
  if (!isActiveStaff(viewer)) throw new AppError('FORBIDDEN');
  if (query.query) {
    const rows = await membersForConsole(context.deps.db, { prefix: query.query, limit: pageSize });
    return { members: await present(context, rows), page: { cursor: null, hasMore: false } };
  }
  const cursor = decodeCursor(query.cursor, ['id']);
  const rows = await membersForConsole(context.deps.db, {
    beforeId: cursor ? BigInt(cursor[0]!) : undefined,
    limit: pageSize + 1,
  });
  const shown = rows.slice(0, pageSize);
  const hasMore = rows.length > pageSize;
  return {
    members: await present(context, shown),
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
  const [before] = await present(context, [member!]);
  const boardsOf = (record: MemberRecord) => record.moderatedBoards.map((board) => board.id);
  await db.transaction(async (tx) => {
    await setRole(tx, member!.id, change.role, boardIds);
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: 'member.roleChanged',
      targetKind: 'member',
      targetId: member!.id,
      targetLabel: member!.username,
      before: { role: before!.role, boardIds: boardsOf(before!) },
      after: { role: change.role, boardIds: boardIds.map(String) },
      reason: '',
      createdAt: context.deps.clock.now(),
    });
  });
  await context.sessions.userChanged(member!.id);
  const [after] = await present(context, [(await memberRecordRow(db, memberId))!]);
  return after!;
}
