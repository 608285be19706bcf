import type { AccountBadge } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';

/**
 * Each count of the Me red dot belongs to the domain that owns the underlying data (followers to
 * social, awaiting-award missions to gamification, drafts to posts, customer-service messages to
 * site). Domains register their counter at start-up; a count whose domain is not installed is zero
 * because that data cannot exist.
 */
export type AccountBadgeCounter = (deps: Deps, userId: bigint) => Promise<number>;
export type AccountBadgeSources = Partial<Record<keyof AccountBadge, AccountBadgeCounter>>;

export async function accountBadgeOf(
  deps: Deps,
  sources: AccountBadgeSources,
  userId: bigint,
): Promise<AccountBadge> {
  const count = (key: keyof AccountBadge) => sources[key]?.(deps, userId) ?? Promise.resolve(0);
  const [newFollowerCount, waitAwardMissionCount, unreadDraftsCount, echatSoftMessageCount] =
    await Promise.all([
      count('newFollowerCount'),
      count('waitAwardMissionCount'),
      count('unreadDraftsCount'),
      count('echatSoftMessageCount'),
    ]);
  return { newFollowerCount, waitAwardMissionCount, unreadDraftsCount, echatSoftMessageCount };
}
