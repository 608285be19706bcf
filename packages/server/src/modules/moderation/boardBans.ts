import { localized } from '@fanzone/contract';
import type { BoardBan } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { fallbackLocale, isLocale } from '@fanzone/contract';
import type { BoardCatalogue } from '../boards/index.ts';
import { insertStaffLogEntry } from '../staffLog/index.ts';
import type { Db } from '../../platform/db/database.ts';
import type { BanDeps } from './banMember.ts';
import type { BoardBanChange } from './moderation.policy.ts';
import { boardBanRefusal } from './moderation.policy.ts';
import {
  boardBanOf,
  deleteBoardBan,
  deleteBoardBansOf,
  memberForBan,
  setBoardBan,
} from './moderation.queries.ts';

export type BoardBanDeps = BanDeps & { catalogue: BoardCatalogue };

/** A board ban as the staff log keeps its before and after. */
const logged = (ban: { until: Date | null; reason: string } | undefined, now: Date) =>
  ban && (ban.until === null || ban.until > now)
    ? { banned: true, until: ban.until ? unixSeconds(ban.until) : null, reason: ban.reason }
    : { banned: false };

/** The member and the board, once the viewer may ban the one from the other. */
async function banToDecide(
  deps: BoardBanDeps,
  viewer: Viewer,
  memberId: bigint,
  boardId: bigint,
  change: BoardBanChange,
) {
  const board = deps.catalogue.boards.find((row) => row.id === boardId);
  const placement = board && { boardId: board.id, mainBoardId: board.parentId ?? board.id };
  const member = await memberForBan(deps.db, memberId);
  const refusal = boardBanRefusal(viewer, member, placement, change, deps.clock.now());
  if (refusal) throw new AppError(refusal);
  return { member: member!, board: board! };
}

/** The board as the member reads its name: a notification is stored once, in their language. */
const boardNameFor = (member: { locale: string | null }, board: BoardCatalogue['boards'][number]) =>
  localized(board.name, isLocale(member.locale) ? member.locale : fallbackLocale);

/**
 * Bans a member from one board and its sub boards until `until` (or for good), with the reason; banning
 * again replaces the ban. From the member's next request they still read the board but write nothing
 * there (posts policy: `boardBanOn`); elsewhere they are untouched. Logged against the board, so its
 * moderators read it in their staff log.
 */
export async function banFromBoard(
  deps: BoardBanDeps,
  viewer: Viewer,
  memberId: bigint,
  boardId: bigint,
  ban: { reason: string; until: Date | null },
): Promise<BoardBan> {
  const { member, board } = await banToDecide(deps, viewer, memberId, boardId, { ban });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await boardBanOf(tx, member.id, board.id);
    await setBoardBan(tx, {
      userId: member.id,
      boardId: board.id,
      reason: ban.reason,
      until: ban.until,
      bannedBy: viewer.id,
      createdAt: now,
    });
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: 'member.bannedFromBoard',
      targetKind: 'member',
      targetId: member.id,
      targetLabel: member.username,
      boardId: board.id,
      before: logged(before, now),
      after: logged(ban, now),
      reason: ban.reason,
      createdAt: now,
    });
  });
  await deps.sessions.userChanged(member.id);
  await deps.events.tell('member.bannedFromBoard', {
    memberId: member.id,
    boardName: boardNameFor(member, board),
    reason: ban.reason,
    at: now,
  });
  return {
    userId: member.id.toString(),
    boardId: board.id.toString(),
    reason: ban.reason,
    until: ban.until ? unixSeconds(ban.until) : null,
  };
}

/** Lifts a member's ban from a board before its end; lifting no ban (or one already over) changes nothing. */
export async function liftBoardBan(deps: BoardBanDeps, viewer: Viewer, memberId: bigint, boardId: bigint) {
  const { member, board } = await banToDecide(deps, viewer, memberId, boardId, 'lift');
  const now = deps.clock.now();
  const answer = { userId: member.id.toString(), boardId: board.id.toString(), banned: false };
  const wasHolding = await deps.db.transaction(async (tx) => {
    const before = await boardBanOf(tx, member.id, board.id);
    if (!before) return false;
    await deleteBoardBan(tx, member.id, board.id);
    // A ban that had already ended is cleared without a line: nothing changed for anyone.
    const holding = logged(before, now).banned;
    if (holding) await logBoardBanLifted(tx, viewer, member, { ...before, boardId: board.id }, now);
    return holding;
  });
  await deps.sessions.userChanged(member.id);
  if (wasHolding)
    await deps.events.tell('member.boardBanLifted', {
      memberId: member.id,
      boardName: boardNameFor(member, board),
      at: now,
    });
  return answer;
}

/**
 * Ends a member's bans from boards as they become staff, in the caller's transaction (the role
 * change's), with a staff-log line per ban that held, against its board so its moderators read it.
 * Staff cannot be banned, so a ban kept would outlive every way to lift it.
 */
export async function endBoardBansOfNewStaff(
  tx: Db,
  viewer: Viewer,
  member: { id: bigint; username: string },
  now: Date,
) {
  for (const ended of await deleteBoardBansOf(tx, member.id, now))
    await logBoardBanLifted(tx, viewer, member, ended, now);
}

/** The staff-log line of a board ban that held and was lifted, against its board. */
function logBoardBanLifted(
  tx: Db,
  viewer: Viewer,
  member: { id: bigint; username: string },
  ban: { boardId: bigint; until: Date | null; reason: string },
  now: Date,
) {
  return insertStaffLogEntry(tx, {
    actorId: viewer.id,
    action: 'member.boardBanLifted',
    targetKind: 'member',
    targetId: member.id,
    targetLabel: member.username,
    boardId: ban.boardId,
    before: logged(ban, now),
    after: { banned: false },
    reason: '',
    createdAt: now,
  });
}
