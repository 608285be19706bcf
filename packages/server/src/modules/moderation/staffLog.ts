import { boardsInReach } from '../../platform/http/callerAccess.ts';
import type { StaffLogEntry } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogue } from '../boards/index.ts';
import { staffLogPage } from '../staffLog/index.ts';
import { staffLogRefusal } from './moderation.policy.ts';

const pageSize = limits.lists.pageSize;

/**
 * The staff log for staff, newest first, in keyset pages; about one member when asked. A moderator
 * given some boards reads the lines about those boards and their sub boards (their posts, comments
 * and bans from them): what other moderators did elsewhere, and community-wide bans and roles, are
 * not theirs to review.
 */
export async function readStaffLog(
  deps: Pick<Deps, 'db'> & { catalogue: BoardCatalogue },
  viewer: Viewer,
  query: { cursor?: string; userId?: string },
) {
  const refusal = staffLogRefusal(viewer);
  if (refusal) throw new AppError(refusal);
  const cursor = decodeCursor(query.cursor, ['id']);
  const rows = await staffLogPage(deps.db, {
    beforeId: cursor ? BigInt(cursor[0]!) : undefined,
    memberId: query.userId ? BigInt(query.userId) : undefined,
    boardIds: boardsInReach(viewer, deps.catalogue.boards),
    limit: pageSize + 1,
  });
  const shown = rows.slice(0, pageSize);
  const hasMore = rows.length > pageSize;
  const entries: StaffLogEntry[] = shown.map(({ entry, actor }) => ({
    id: entry.id.toString(),
    actor: actor ? { id: actor.id.toString(), username: actor.username, avatar: actor.avatar } : null,
    action: entry.action,
    target: { kind: entry.targetKind, id: entry.targetId.toString(), label: entry.targetLabel },
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
    createdAt: unixSeconds(entry.createdAt),
  }));
  return {
    entries,
    page: { cursor: hasMore ? encodeCursor([shown.at(-1)!.entry.id.toString()]) : null, hasMore },
  };
}
