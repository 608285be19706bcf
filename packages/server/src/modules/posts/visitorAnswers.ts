import type { Clock } from '../../platform/clock.ts';
import type { Bus } from '../../platform/bus/bus.ts';
import type { ReadCache } from '../../platform/cache.ts';
import { createReadCache } from '../../platform/cache.ts';
import type { PostsContext } from './postsContext.ts';

/**
 * Visitors' answers to list reads, kept whole for a few seconds (as Discourse's anonymous cache
 * does): what a visitor reads depends only on the path, the language and the country. Deeper pages
 * are kept too, since their cursors come from shared pages: visitors scrolling one board within
 * those seconds ask for the very same cursors. They live in a cache of their own, smaller, so a
 * crawler walking cursors cannot push the first pages out.
 */
export type VisitorAnswers = { firstPages: ReadCache<unknown>; deeperPages: ReadCache<unknown> };

export function createVisitorAnswers(options: { ttlMs: number; clock: Clock; bus: Bus }): VisitorAnswers {
  return {
    firstPages: createReadCache<unknown>({ ...options, name: 'visitor-answers', maxEntries: 5_000 }),
    deeperPages: createReadCache<unknown>({ ...options, name: 'visitor-deeper-pages', maxEntries: 1_000 }),
  };
}

/** What a visitor's cached answer depends on besides the path: language and country (boards they may open). */
function visitorKey(context: PostsContext, parts: string[], cursor: string | undefined) {
  return [context.locale, context.audience.countryCode ?? '-', ...parts, cursor ?? ''].join('|');
}

/** A list page: loaded for a member, and for a visitor taken from (or kept in) the visitors' answers. */
export function listAnswer<Answer>(
  answers: VisitorAnswers,
  context: PostsContext,
  list: { parts: string[]; cursor: string | undefined },
  load: () => Promise<Answer>,
): Promise<Answer> {
  if (context.viewer) return load();
  const cache = list.cursor ? answers.deeperPages : answers.firstPages;
  return cache.get(visitorKey(context, list.parts, list.cursor), load) as Promise<Answer>;
}
