import type { BoardPostSort } from '@fanzone/contract';

/**
 * Query keys of the posts domain. Every list of posts (feeds included) sits under `posts.lists`, so
 * a like or a favourite changes the post in each cached copy with one sweep over `posts.all`.
 * A module of its own so other domains (follow, block) can make posts stale without the posts code.
 */
export type PostListKey =
  | { kind: 'board'; id: string; sort: BoardPostSort; country: string | null }
  | { kind: 'member'; id: string }
  | { kind: 'favourites' }
  | { kind: 'feed'; feed: 'following' | 'recommended' }
  | { kind: 'collection'; id: string }
  | { kind: 'videoFeed'; id: string };

export const postsKeys = {
  all: ['posts'] as const,
  details: () => [...postsKeys.all, 'detail'] as const,
  detail: (id: string) => [...postsKeys.details(), id] as const,
  lists: () => [...postsKeys.all, 'list'] as const,
  listsOf: (kind: PostListKey['kind']) => [...postsKeys.lists(), kind] as const,
  list: (key: PostListKey) => [...postsKeys.listsOf(key.kind), key] as const,
};
