import type { Deps } from '../../platform/deps.ts';
import { editorGroupsOfMembers, findUserById } from '../identity/identity.queries.ts';
import type { PostRow } from './posts.queries.ts';
import { findPost, pollOf } from './posts.queries.ts';

/** What a post's page shows the same to everyone: the post, its author with badges, its poll and counts. */
export type PostRecord = {
  post: PostRow;
  author: NonNullable<Awaited<ReturnType<typeof findUserById>>>;
  authorGroups: { name: string; type: string; active: boolean }[];
  poll: Awaited<ReturnType<typeof pollOf>>;
};

const channel = 'posts.changed';

/**
 * Posts' viewer-independent parts, kept per node for a few seconds: a popular thread is opened by
 * many members at once, and each of them needs only their own likes and vote on top (one query).
 * Any write to a post (reaction, vote, comment, edit, removal) drops it on every node through the
 * bus, so a member sees their own change at once; only buffered view counts lag by the TTL.
 */
export function createPostRecords(deps: Deps, options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<bigint, { value: Promise<PostRecord | null>; at: number }>();
  const forget = (postId: bigint) => entries.delete(postId);
  const subscription = deps.bus.subscribe(channel, (payload) => forget(BigInt((payload as { postId: string }).postId)));

  async function load(postId: bigint): Promise<PostRecord | null> {
    const post = await findPost(deps.db, postId);
    if (!post) return null;
    const [author, groups, poll] = await Promise.all([findUserById(deps.db, post.authorId), editorGroupsOfMembers(deps.db, [post.authorId]), pollOf(deps.db, postId)]);
    return author ? { post, author, authorGroups: groups.get(post.authorId) ?? [], poll } : null;
  }

  return {
    ready: subscription.then(() => undefined),
    /** The post's record, null when it does not exist; missing posts are not remembered. */
    get(postId: bigint): Promise<PostRecord | null> {
      if (options.ttlMs <= 0) return load(postId);
      const now = deps.clock.now().getTime();
      const entry = entries.get(postId);
      if (entry && now - entry.at < options.ttlMs) return entry.value;
      if (entry) entries.delete(postId);
      // Maps keep insertion order: the first key is the oldest entry.
      while (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const value = load(postId);
      entries.set(postId, { value, at: now });
      const forgetUnlessKept = (record: PostRecord | null) => {
        if (!record && entries.get(postId)?.value === value) entries.delete(postId);
      };
      value.then(forgetUnlessKept, () => forgetUnlessKept(null));
      return value;
    },
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
