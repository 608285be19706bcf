/**
 * Query keys of the social domain: members' public profiles and their follower / following lists.
 * A module of its own so the session module (first view) can refresh them without the social code.
 */
export type FollowListKind = 'followers' | 'following';

export const socialKeys = {
  all: ['social'] as const,
  profiles: () => [...socialKeys.all, 'profile'] as const,
  profile: (id: string) => [...socialKeys.profiles(), id] as const,
  lists: () => [...socialKeys.all, 'list'] as const,
  list: (id: string, kind: FollowListKind) => [...socialKeys.lists(), id, kind] as const,
  /** The viewer's blacklist. */
  blocked: () => [...socialKeys.all, 'blocked'] as const,
  /**
   * Members found by name on the search page: under this domain's root, so Follow changes their
   * copy too (its pages hold `members`, as the follow lists' do).
   */
  search: (keyword: string) => [...socialKeys.all, 'search', keyword] as const,
  /** Members offered for a mention typed so far. */
  suggestions: (prefix: string) => [...socialKeys.all, 'suggestions', prefix.toLowerCase()] as const,
};
