/**
 * Query keys of the rewards domain: missions, the member's standing (level, growth value, Coins), the
 * Coins ledger, the growth history and medals.
 */
export const gamificationKeys = {
  all: ['gamification'] as const,
  missions: () => [...gamificationKeys.all, 'missions'] as const,
  typeCount: () => [...gamificationKeys.all, 'typeCount'] as const,
  summary: () => [...gamificationKeys.all, 'summary'] as const,
  points: () => [...gamificationKeys.all, 'points'] as const,
  scores: () => [...gamificationKeys.all, 'scores'] as const,
  medals: () => [...gamificationKeys.all, 'medals'] as const,
  memberMedals: (id: string) => [...gamificationKeys.all, 'memberMedals', id] as const,
};
