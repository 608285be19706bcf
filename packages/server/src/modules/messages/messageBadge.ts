import type { MessageBadge } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { unreadLetterSummary } from './letters/letters.queries.ts';
import { unreadCountsByType } from './messages.queries.ts';

/**
 * Unread counts per type and unread private letters; the newest unread decides latestUnreadType,
 * a letter counting as system (spec §4 "Unread"). Letters count only where they are switched on.
 */
export async function messageBadgeOf(
  deps: Pick<Deps, 'db'>,
  userId: bigint,
  excludedBoardIds: bigint[],
  lettersShown: boolean,
): Promise<MessageBadge> {
  const [rows, letters] = await Promise.all([
    unreadCountsByType(deps.db, userId, excludedBoardIds),
    lettersShown ? unreadLetterSummary(deps.db, userId) : undefined,
  ]);
  const countOf = (type: string) => rows.find((row) => row.type === type)?.count ?? 0;
  const candidates = [
    ...rows.map((row) => ({ type: row.type, latest: new Date(row.latest).getTime() })),
    ...(letters?.latest ? [{ type: 'system' as const, latest: new Date(letters.latest).getTime() }] : []),
  ];
  const newest = candidates.reduce<(typeof candidates)[number] | undefined>(
    (best, row) => (!best || row.latest > best.latest ? row : best),
    undefined,
  );
  return {
    likeMessageCount: countOf('like'),
    commentMessageCount: countOf('comment'),
    systemMessageCount: countOf('system'),
    letterCount: letters?.count ?? 0,
    latestUnreadType: newest?.type ?? null,
  };
}
