import type { MessageBadge } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { unreadCountsByType } from './messages.queries.ts';

/** Unread counts per type; the newest unread decides latestUnreadType (spec §4 "Unread"). */
export async function messageBadgeOf(
  deps: Deps,
  userId: bigint,
  excludedBoardIds: bigint[],
): Promise<MessageBadge> {
  const rows = await unreadCountsByType(deps.db, userId, excludedBoardIds);
  const countOf = (type: string) => rows.find((row) => row.type === type)?.count ?? 0;
  const newest = rows.reduce<(typeof rows)[number] | undefined>(
    (best, row) => (!best || new Date(row.latest) > new Date(best.latest) ? row : best),
    undefined,
  );
  return {
    likeMessageCount: countOf('like'),
    commentMessageCount: countOf('comment'),
    systemMessageCount: countOf('system'),
    latestUnreadType: newest?.type ?? null,
  };
}
