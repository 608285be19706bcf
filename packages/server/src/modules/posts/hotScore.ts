/**
 * Popularity that decays with age, as one number an index can order by: the log of engagement plus
 * the creation time, so a post needs ten times the engagement to outrank one 12.5 hours newer. The
 * score of a post never changes with the clock, only with its engagement (Reddit's "hot" idea).
 */
const secondsPerTenfold = 45_000;

export type Engagement = { likeCount: number; commentCount: number; favouriteCount: number };

export function hotScore(createdAt: Date, engagement: Engagement): number {
  const weight = engagement.likeCount + 2 * engagement.commentCount + 2 * engagement.favouriteCount;
  return Math.log10(1 + weight) + createdAt.getTime() / 1000 / secondsPerTenfold;
}

/** The same formula in SQL, for updates that change a counter and the score in one statement. */
export const hotScoreSql = `log(1 + like_count + 2 * comment_count + 2 * favourite_count) + extract(epoch from created_at) / ${secondsPerTenfold}`;
