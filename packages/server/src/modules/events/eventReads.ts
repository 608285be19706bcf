import type { EventRanking } from '@fanzone/contract';
import { eventTieRule, limits } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardsClosedTo } from '../boards/index.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import { entryBoardIds } from './events.policy.ts';
import { enterablePosts, finalRanking, liveRanking } from './events.queries.ts';
import type { RankingRow } from './events.queries.ts';
import type { EventsDeps, EventReader } from './eventAccess.ts';
import { eventFor, viewOf } from './eventAccess.ts';

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** An event as the reader sees it: its phase on the server's clock, its prizes, their own part. */
export async function eventDetail(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader,
  id: bigint,
) {
  const boards = await catalogue.get();
  return viewOf(deps, boards, reader, await eventFor(deps, boards, reader, 'read', id));
}

function presentLine(row: RankingRow) {
  return {
    rank: row.rank,
    post: { id: row.post_id, title: row.title, publishedAt: unixSeconds(toDate(row.published_at)) },
    author: { id: row.user_id, username: row.username, avatar: row.avatar_url },
    likeCount: row.like_count,
  };
}

/** The ranking: live by likes until the announcement, then as the announcement froze it. */
export async function eventRanking(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader,
  id: bigint,
): Promise<EventRanking> {
  const boards = await catalogue.get();
  const { row } = await eventFor(deps, boards, reader, 'read', id);
  const size = limits.events.rankingSize;
  const rows = row.announcedAt
    ? await finalRanking(deps.db, row.id, size)
    : await liveRanking(deps.db, row.id, size);
  // Entries come only from boards as open as the event's (entryBoardIds); a board narrowed since
  // keeps its entries ranked, but not shown to readers who may no longer open them.
  const closed = new Set(boardsClosedTo(boards, reader.audience));
  const shown = rows.filter((line) => !closed.has(BigInt(line.board_id)));
  return { final: row.announcedAt !== null, tieRule: eventTieRule, lines: shown.map(presentLine) };
}

/** The member's posts they may enter now. */
export async function myEnterablePosts(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader & { viewer: Viewer },
  id: bigint,
) {
  const boards = await catalogue.get();
  const { row } = await eventFor(deps, boards, reader, 'enter', id);
  const rows = await enterablePosts(deps.db, row, entryBoardIds(boards, row.boardId), reader.viewer.id);
  return rows.map((post) => ({
    id: post.id,
    title: post.title,
    publishedAt: unixSeconds(toDate(post.created_at)),
  }));
}
