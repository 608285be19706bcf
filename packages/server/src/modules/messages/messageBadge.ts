import type { MessageBadge } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { unreadLetterSummary } from './letters/letters.queries.ts';
import { unreadCountsByType } from './messages.queries.ts';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAudienceOf, boardsClosedTo } from '../boards/index.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import type { SettingsStore } from '../site/index.ts';
import { publishToMember } from '../notifications/index.ts';

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

/**
 * The member's message badge as the calls that change it answer it, and the one way it is told to
 * their other tabs: reading notifications and reading a conversation both clear red dots elsewhere.
 */
export function messageBadges(deps: Deps, boardCatalogue: BoardCatalogueService, settings: SettingsStore) {
  /** Boards the member may not read: nothing about a post in one is listed or counted. */
  const closedBoards = async (viewer: Viewer, request: FastifyRequest) =>
    boardsClosedTo(await boardCatalogue.get(), boardAudienceOf(deps, viewer, request));
  const badgeOf = async (viewer: Viewer, request: FastifyRequest) =>
    messageBadgeOf(
      deps,
      viewer.id,
      await closedBoards(viewer, request),
      (await settings.get()).privateLetter,
    );
  /** The member's other tabs clear their red dots too. */
  const announceBadge = async (viewer: Viewer, request: FastifyRequest) => {
    const badge = await badgeOf(viewer, request);
    await publishToMember(deps, viewer.id, { type: 'badge.changed', badge });
    return badge;
  };
  return { closedBoards, badgeOf, announceBadge };
}

export type MessageBadges = ReturnType<typeof messageBadges>;
