import type { PostDetail, PostSummary } from '@fanzone/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/database.ts';
import { useTestApp } from '../../test/useTestApp.ts';

describe('the demo community', () => {
  const site = useTestApp({ region: 'global', demoData: true });

  it('has posts in Chinese, English, Russian and Arabic on the Recommended tab', async () => {
    const feed = (await site.visitor().get('/api/feeds/recommended')).body.data as PostSummary[];
    const titles = feed.map((post) => post.title).join(' ');
    expect(titles).toMatch(/[\u4e00-\u9fff]/);
    expect(titles).toMatch(/[A-Za-z]{4}/);
    expect(titles).toMatch(/[\u0400-\u04ff]/);
    expect(titles).toMatch(/[\u0600-\u06ff]/);
    expect(feed.slice(0, 3).every((post) => post.featured || post.homeRecommended)).toBe(true);
    expect(feed.some((post) => post.images.length > 0 && post.kind === 'picture')).toBe(true);
  });

  it('gives the fan a Following tab, a poll with votes and threads with replies', async () => {
    const fan = await site.signedIn('fan');
    const following = (await fan.get('/api/feeds/following')).body.data as PostSummary[];
    expect(following.length).toBeGreaterThan(3);
    const pollCard = following
      .concat((await fan.get('/api/feeds/recommended')).body.data as PostSummary[])
      .find((post) => post.hasPoll)!;
    const poll = ((await fan.get(`/api/posts/${pollCard.id}`)).body.data as PostDetail).poll!;
    expect(poll.voterCount).toBeGreaterThan(0);
    expect(poll.closed).toBe(false);
  });

  it('keeps every counter equal to what it counts', async () => {
    const mismatches = await queryRows<{ id: string }>(
      site.app.deps.db,
      sql`SELECT p.id FROM posts p
          WHERE p.comment_count <> (SELECT count(*) FROM comments c WHERE c.post_id = p.id AND c.status = 'published')
             OR p.like_count <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)
             OR p.favourite_count <> (SELECT count(*) FROM post_favourites f WHERE f.post_id = p.id)`,
    );
    expect(mismatches).toEqual([]);
    const boards = await queryRows<{ id: string }>(
      site.app.deps.db,
      // A board's count is its row's plus the lines not folded into it yet (migration 0039).
      sql`SELECT b.id FROM boards b
          WHERE b.post_count + coalesce((SELECT sum(x.delta) FROM board_post_count_changes x WHERE x.board_id = b.id), 0)
             <> (SELECT count(*) FROM posts p WHERE p.board_id = b.id AND p.status = 'published')`,
    );
    expect(boards).toEqual([]);
  });
});
