import type { NewestPost } from './following.queries.ts';

/** Newest first by creation time, then by id, as the Following tab orders. */
export function newestFirst(a: NewestPost, b: NewestPost) {
  if (a.createdAtMicros !== b.createdAtMicros) return b.createdAtMicros - a.createdAtMicros;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

/**
 * The `count` newest posts of several newest-first lists, each once (a post is in its author's list
 * and its board's). The `count`-th newest of the lists' distinct first posts is a floor: `count`
 * distinct posts are at least that new, so the answer holds nothing older and each list is read
 * only down to it. A member following fifty prolific authors merges a few posts of each.
 */
export function newestOfAll(lists: Iterable<NewestPost[]>, count: number): NewestPost[] {
  const listed = [...lists].filter((list) => list.length > 0);
  const heads = new Map<bigint, NewestPost>();
  for (const list of listed) heads.set(list[0]!.id, list[0]!);
  const floor = heads.size >= count ? [...heads.values()].sort(newestFirst)[count - 1] : undefined;
  const found = new Map<bigint, NewestPost>();
  for (const list of listed) {
    for (const post of list) {
      if (floor && newestFirst(post, floor) > 0) break;
      found.set(post.id, post);
    }
  }
  return [...found.values()].sort(newestFirst).slice(0, count);
}
