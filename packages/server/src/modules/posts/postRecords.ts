import { createReadCache } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import type { AuthorRow, EditorGroupMembership } from '../identity/index.ts';
import type { PollWithOptions, PostRow } from './posts.queries.ts';
import { postsWithAuthors, withPollOptions } from './posts.queries.ts';

/** What a post's card and page show the same to everyone: the post, its author with badges, its poll and counts. */
export type PostRecord = {
  post: PostRow;
  author: AuthorRow;
  authorGroups: EditorGroupMembership[];
  poll: PollWithOptions | undefined;
};

/**
 * Posts' viewer-independent parts, kept per node for a few seconds. Lists and pages read which
 * posts to show (and the viewer's own marks) from the database, then take the posts themselves from
 * here: a popular thread or a board's first page is opened by many members at once, and each of them
 * then costs one query. Owned by the posts read model (readModel.ts), which drops a post on every
 * node when it changes, so a member sees their own change at once; only buffered view counts lag by
 * the TTL.
 */
export function createPostRecords(deps: Deps, options: { ttlMs: number; maxEntries: number }) {
  const cache = createReadCache<PostRecord>({
    name: 'post-records',
    ttlMs: options.ttlMs,
    clock: deps.clock,
    bus: deps.bus,
    maxEntries: options.maxEntries,
  });

  /**
   * The records of these posts in one statement whatever their number (posts, authors with their
   * badges, polls), and a second only when some have a poll (its options).
   */
  async function load(keys: string[]): Promise<Map<string, PostRecord>> {
    const rows = await postsWithAuthors(
      deps.db,
      keys.map((key) => BigInt(key)),
    );
    const polls = await withPollOptions(
      deps.db,
      rows.flatMap((row) => (row.poll ? [row.poll] : [])),
    );
    return new Map(
      rows.map(({ post, author, authorGroups }) => [
        post.id.toString(),
        { post, author, authorGroups, poll: polls.get(post.id) },
      ]),
    );
  }

  async function getMany(postIds: bigint[]): Promise<Map<bigint, PostRecord>> {
    const found = await cache.getMany(
      postIds.map((id) => id.toString()),
      load,
    );
    return new Map([...found].map(([key, record]) => [BigInt(key), record]));
  }

  return {
    ready: cache.ready,
    getMany,
    /** The post's record, undefined when it does not exist. */
    get: async (postId: bigint) => (await getMany([postId])).get(postId),
    /** Drops a changed post on this node; the read model tells the other nodes. */
    forgetHere: (postId: bigint) => cache.forgetHere.key(postId.toString()),
    close: () => cache.close(),
  };
}
