import { dayKey, limits, regions, routeTable } from '@fanzone/contract';
import type { Db } from '../platform/db/database.ts';
import type { Deps } from '../platform/deps.ts';
import { boards } from '../modules/boards/index.ts';
import { checkIns } from '../modules/checkIn/index.ts';
import {
  cleanRichContent,
  hotScore,
  insertPost,
  postLikes,
  refreshHotScore,
  setPostReaction,
} from '../modules/posts/index.ts';
import { excerptOf } from '../platform/text.ts';

/** The year `/2024userreports` reviews: its route names it. */
const reviewYear = Number(
  /\d{4}/.exec(routeTable.find((route) => route.name === 'user-report-2024')!.path)![0],
);

/** The demo fan's posts of that year: where, what, on which day (month and day), and who liked them. */
const reviewPosts = [
  {
    board: 'NovaOS',
    title: 'NovaOS tips I use every day',
    html: '<p>Three gestures and a quick setting that save me time: swipe up for the app drawer, double tap to wake, and the one-handed mode.</p>',
    on: [3, 14],
    likedBy: ['priya_clicks', '拍照达人', 'Алексей'],
  },
  {
    board: 'NovaOS',
    title: 'Battery after the autumn update',
    html: '<p>Two weeks with the autumn update: a full day of use and about 30% left at night.</p>',
    on: [10, 2],
    likedBy: ['priya_clicks', 'maria_lens'],
  },
];

/** Check-in days of that year: every other day of March and April. */
const checkInMonths = [3, 4];

const dayOf = (month: number, date: number) =>
  `${reviewYear}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/**
 * Gives the demo fan a year to review on `/2024userreports` (posts, likes received, check-in days,
 * a favourite board), through the app's own queries so counters are right. Only once that year is
 * over on the seed's clock: a community loaded before it would be given a future. Coins, medals and
 * comments are left out: they would change the fan's balance, medals and comment list of today.
 */
export async function seedDemoYearInReview(deps: Deps, db: Db, memberIds: Map<string, bigint>) {
  const timeZone = regions[deps.config.region].timeZone;
  if (Number(dayKey(deps.clock.now(), timeZone).slice(0, 4)) <= reviewYear) return;
  const fan = memberIds.get('fan');
  if (!fan) return;
  const boardRows = await db.select().from(boards);
  for (const demo of reviewPosts) {
    const board = boardRows.find((row) => row.name.en === demo.board);
    if (!board) continue;
    // Noon of the day in the region's zone is that day wherever the zone is.
    const createdAt = new Date(`${dayOf(demo.on[0]!, demo.on[1]!)}T12:00:00Z`);
    const content = cleanRichContent(demo.html, deps.storage.urlOf(''));
    const post = await insertPost(
      db,
      {
        authorId: fan,
        boardId: board.id,
        mainBoardId: board.parentId ?? board.id,
        kind: 'post',
        category: 'discussion',
        title: demo.title,
        contentHtml: content.html,
        contentText: content.text,
        excerpt: excerptOf(content.text),
        cardImages: content.images.slice(0, limits.post.cardImages),
        createdAt,
        lastActivityAt: createdAt,
        hotScore: hotScore(createdAt, { likeCount: 0, commentCount: 0, favouriteCount: 0 }),
      },
      null,
    );
    for (const username of demo.likedBy) {
      const liker = memberIds.get(username);
      if (liker) await setPostReaction(db, postLikes, 'likeCount', liker, post.id, true, createdAt);
    }
    await refreshHotScore(db, post.id);
  }
  const days = checkInMonths.flatMap((month) =>
    Array.from({ length: 15 }, (_, index) => dayOf(month, index * 2 + 1)),
  );
  await db.insert(checkIns).values(
    days.map((day) => ({
      userId: fan,
      day,
      kind: 'check_in' as const,
      usedCard: false,
      createdAt: new Date(`${day}T12:00:00Z`),
    })),
  );
}
