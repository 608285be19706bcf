import { limits } from '@fanzone/contract';

/**
 * When Coins earned at `earnedAt` expire: the same instant `limits.points.validYears` calendar years
 * later (UTC). A grant earned on 29 February expires on 28 February, so it never lasts longer than
 * the promised years. Computed here rather than in SQL so validation and the ledger use one rule,
 * whatever time zone a database session has.
 */
export function coinsExpireAt(earnedAt: Date): Date {
  const expiresAt = new Date(earnedAt.getTime());
  expiresAt.setUTCFullYear(earnedAt.getUTCFullYear() + limits.points.validYears);
  // 29 February + 2 years rolled over into 1 March: step back to the last day of February.
  if (expiresAt.getUTCMonth() !== earnedAt.getUTCMonth()) expiresAt.setUTCDate(0);
  return expiresAt;
}
