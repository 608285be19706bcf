import type { Connection } from '../../../packages/server/src/platform/db/database.ts';
import { hotScore, hotScoreSql } from '../../../packages/server/src/modules/posts/hotScore.ts';

/**
 * Checks after a load that every counter matches its rows, every reference points at a row (the
 * load ran without foreign-key triggers) and the hot score is the server's formula. Each check
 * counts offending rows; all must be zero.
 */
const checks: Record<string, string> = {
  'posts.comment_count': `SELECT count(*) FROM posts p LEFT JOIN (SELECT post_id, count(*) AS n FROM comments WHERE status = 'published' GROUP BY post_id) c ON c.post_id = p.id WHERE p.comment_count <> coalesce(c.n, 0)`,
  'posts.like_count': `SELECT count(*) FROM posts p LEFT JOIN (SELECT post_id, count(*) AS n FROM post_likes GROUP BY post_id) c ON c.post_id = p.id WHERE p.like_count <> coalesce(c.n, 0)`,
  'posts.favourite_count': `SELECT count(*) FROM posts p LEFT JOIN (SELECT post_id, count(*) AS n FROM post_favourites GROUP BY post_id) c ON c.post_id = p.id WHERE p.favourite_count <> coalesce(c.n, 0)`,
  'posts.hot_score': `SELECT count(*) FROM posts WHERE abs(hot_score - (${hotScoreSql})) > 1e-9`,
  'posts.last_activity_at': `SELECT count(*) FROM posts p JOIN (SELECT post_id, max(created_at) AS at FROM comments GROUP BY post_id) c ON c.post_id = p.id WHERE p.last_activity_at <> c.at`,
  'posts.main_board_id': `SELECT count(*) FROM posts p JOIN boards b ON b.id = p.board_id WHERE p.main_board_id <> coalesce(b.parent_id, b.id)`,
  'posts.section_id': `SELECT count(*) FROM posts p JOIN board_sections s ON s.id = p.section_id WHERE s.board_id <> p.board_id`,
  'comments.reply_count': `SELECT count(*) FROM comments p LEFT JOIN (SELECT parent_id, count(*) AS n FROM comments WHERE parent_id IS NOT NULL GROUP BY parent_id) c ON c.parent_id = p.id WHERE p.reply_count <> coalesce(c.n, 0)`,
  'comments.like_count': `SELECT count(*) FROM comments p LEFT JOIN (SELECT comment_id, count(*) AS n FROM comment_likes GROUP BY comment_id) c ON c.comment_id = p.id WHERE p.like_count <> coalesce(c.n, 0)`,
  'replies under a top-level comment of their post': `SELECT count(*) FROM comments r LEFT JOIN comments p ON p.id = r.parent_id WHERE r.parent_id IS NOT NULL AND (p.id IS NULL OR p.post_id <> r.post_id OR p.parent_id IS NOT NULL OR p.id >= r.id)`,
  'replies answer their own thread': `SELECT count(*) FROM comments r LEFT JOIN comments t ON t.id = r.reply_to_id WHERE r.reply_to_id IS NOT NULL AND (t.id IS NULL OR coalesce(t.parent_id, t.id) <> r.parent_id OR (r.reply_to_user_id IS NOT NULL AND r.reply_to_user_id <> t.author_id))`,
  'users.post_count': `SELECT count(*) FROM users u LEFT JOIN (SELECT author_id, count(*) AS n FROM posts WHERE status = 'published' GROUP BY author_id) c ON c.author_id = u.id WHERE u.post_count <> coalesce(c.n, 0)`,
  'users.follower_count': `SELECT count(*) FROM users u LEFT JOIN (SELECT followee_id, count(*) AS n FROM user_follows GROUP BY followee_id) c ON c.followee_id = u.id WHERE u.follower_count <> coalesce(c.n, 0)`,
  'users.following_count': `SELECT count(*) FROM users u LEFT JOIN (SELECT follower_id, count(*) AS n FROM user_follows GROUP BY follower_id) c ON c.follower_id = u.id WHERE u.following_count <> coalesce(c.n, 0)`,
  'boards.post_count': `SELECT count(*) FROM boards b LEFT JOIN (SELECT board_id, count(*) AS n FROM posts WHERE status = 'published' GROUP BY board_id) c ON c.board_id = b.id WHERE b.post_count + coalesce((SELECT sum(x.delta) FROM board_post_count_changes x WHERE x.board_id = b.id), 0) <> coalesce(c.n, 0)`,
  'boards.follower_count': `SELECT count(*) FROM boards b LEFT JOIN (SELECT board_id, count(*) AS n FROM board_follows GROUP BY board_id) c ON c.board_id = b.id WHERE b.follower_count <> coalesce(c.n, 0)`,
  'posts → members': `SELECT count(*) FROM posts p WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.author_id)`,
  'comments → posts and members': `SELECT count(*) FROM comments c WHERE NOT EXISTS (SELECT 1 FROM posts p WHERE p.id = c.post_id) OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.author_id)`,
  'likes and favourites → members': `SELECT (SELECT count(*) FROM post_likes l WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = l.user_id)) + (SELECT count(*) FROM post_favourites l WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = l.user_id)) + (SELECT count(*) FROM comment_likes l WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = l.user_id))`,
  'follows → members': `SELECT count(*) FROM user_follows f WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = f.followee_id) OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = f.follower_id)`,
};

export async function verify(connection: Connection): Promise<Record<string, number>> {
  const results: Record<string, number> = {};
  for (const [name, query] of Object.entries(checks)) {
    const [row] = await connection.query<Record<string, string | number>>(query);
    results[name] = Number(Object.values(row ?? {})[0] ?? 0);
  }
  // The SQL formula is the server's own; check it against the TypeScript one on a few rows too.
  const sample = await connection.query<{
    created_at: string;
    like_count: number;
    comment_count: number;
    favourite_count: number;
    hot_score: number;
  }>(
    'SELECT created_at::text AS created_at, like_count, comment_count, favourite_count, hot_score FROM posts ORDER BY comment_count DESC LIMIT 50',
  );
  results['hot_score = hotScore() in TypeScript'] = sample.filter(
    (row) =>
      Math.abs(
        hotScore(new Date(row.created_at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')), {
          likeCount: row.like_count,
          commentCount: row.comment_count,
          favouriteCount: row.favourite_count,
        }) - Number(row.hot_score),
      ) > 1e-6,
  ).length;
  return results;
}
