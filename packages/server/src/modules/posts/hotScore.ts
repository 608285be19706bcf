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

/**
 * The same formula in SQL over the given engagement expressions (the columns, or the columns after
 * a move in the same UPDATE, whose SET reads the old values).
 */
export function hotScoreSqlOf(engagement: Record<keyof Engagement, string>): string {
  return `log(1 + ${engagement.likeCount} + 2 * ${engagement.commentCount} + 2 * ${engagement.favouriteCount}) + extract(epoch from created_at) / ${secondsPerTenfold}`;
}

/** The score from the post's stored counters. */
export const hotScoreSql = hotScoreSqlOf({
  likeCount: 'like_count',
  commentCount: 'comment_count',
  favouriteCount: 'favourite_count',
});
