import type { Deps } from '../../platform/deps.ts';
import type { UserRow } from '../identity/identity.queries.ts';
import { editorGroupsOfMembers, usersByIds } from '../identity/identity.queries.ts';
import type { PollWithOptions, PostRow } from './posts.queries.ts';
import { pollsOf, postsByIds } from './posts.queries.ts';

/** What a post's card and page show the same to everyone: the post, its author with badges, its poll and counts. */
export type PostRecord = {
  post: PostRow;
  author: UserRow;
  authorGroups: { name: string; type: string; active: boolean }[];
  poll: PollWithOptions | undefined;
};

const channel = 'posts.changed';

/**
 * Posts' viewer-independent parts, kept per node for a few seconds. Lists and pages read which
 * posts to show (and the viewer's own marks) from the database, then take the posts themselves from
 * here: a popular thread or a board's first page is opened by many members at once, and each of them
 * then costs one query. Any write to a post (reaction, vote, comment, edit, removal) drops it on
 * every node through the bus, so a member sees their own change at once; only buffered view counts
 * lag by the TTL.
 */
export function createPostRecords(deps: Deps, options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<bigint, { value: Promise<PostRecord | undefined>; at: number }>();
  const forget = (postId: bigint) => entries.delete(postId);
  const subscription = deps.bus.subscribe(channel, (payload) => forget(BigInt((payload as { postId: string }).postId)));

  /** The records of these posts in five reads whatever their number (posts, authors, badges, polls, options). */
  async function load(postIds: bigint[]): Promise<Map<bigint, PostRecord>> {
    const posts = await postsByIds(deps.db, postIds);
    const authorIds = [...new Set(posts.map((post) => post.authorId))];
    const [authors, groups, polls] = await Promise.all([usersByIds(deps.db, authorIds), editorGroupsOfMembers(deps.db, authorIds), pollsOf(deps.db, posts.map((post) => post.id))]);
    const authorById = new Map(authors.map((author) => [author.id, author]));
    const records = new Map<bigint, PostRecord>();
    for (const post of posts) {
      const author = authorById.get(post.authorId);
      if (author) records.set(post.id, { post, author, authorGroups: groups.get(author.id) ?? [], poll: polls.get(post.id) });
    }
    return records;
  }

  /** Keeps a pending load under its id; a missing post or a failed load is not remembered. */
  function remember(postId: bigint, value: Promise<PostRecord | undefined>, now: number) {
    // Maps keep insertion order: the first key is the oldest entry.
    while (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(postId, { value, at: now });
    const forgetUnlessFound = (record: PostRecord | undefined) => {
      if (!record && entries.get(postId)?.value === value) entries.delete(postId);
    };
    value.then(forgetUnlessFound, () => forgetUnlessFound(undefined));
  }

  async function getMany(postIds: bigint[]): Promise<Map<bigint, PostRecord>> {
    if (options.ttlMs <= 0) return load(postIds);
    const now = deps.clock.now().getTime();
    const pending = new Map<bigint, Promise<PostRecord | undefined>>();
    const missing: bigint[] = [];
    for (const postId of new Set(postIds)) {
      const entry = entries.get(postId);
      if (entry && now - entry.at < options.ttlMs) pending.set(postId, entry.value);
      else missing.push(postId);
    }
    if (missing.length) {
      const batch = load(missing);
      for (const postId of missing) {
        const value = batch.then((records) => records.get(postId));
        remember(postId, value, now);
        pending.set(postId, value);
      }
    }
    const records = new Map<bigint, PostRecord>();
    for (const [postId, value] of pending) {
      const record = await value;
      if (record) records.set(postId, record);
    }
    return records;
  }

  return {
    ready: subscription.then(() => undefined),
    getMany,
    /** The post's record, undefined when it does not exist. */
    get: async (postId: bigint) => (await getMany([postId])).get(postId),
    /** Announces that a post changed: every node reads it afresh next time. */
    async changed(postId: bigint) {
      forget(postId);
      await deps.bus.publish(channel, { postId: postId.toString() });
    },
    async close() {
      entries.clear();
      await (await subscription)().catch(() => undefined);
    },
  };
}

export type PostRecords = ReturnType<typeof createPostRecords>;
