import { createReadCache } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import type { PostPlacement, PostsReadModel } from '../posts/index.ts';
import type { FollowedSource, NewestPost } from './following.queries.ts';
import { followedSources, newestPostsOf } from './following.queries.ts';

/** A followed member's or board's posts in one list: its key in `newestOf`. */
const sourceKey = (source: FollowedSource) => `${source.kind}|${source.id}`;

/** How long what a member follows is kept: only their own follows, unfollows and blocks change it, and each drops it. */
const followsKeptMs = 10 * 60_000;

/**
 * The Following tab's shared reads, owned here: what each member follows, and each followed
 * source's newest posts, shared by all its followers. The posts read model tells it where posts
 * entered or left; follows, unfollows and blocks (social, boards) tell it whose follows changed.
 */
export async function createFollowingReads(deps: Deps, postsReadModel: PostsReadModel) {
  const follows = createReadCache<FollowedSource[]>({
    name: 'follows-of',
    // READ_CACHE_SECONDS=0 turns it off with the rest.
    ttlMs: deps.config.readCacheMs > 0 ? followsKeptMs : 0,
    maxEntries: 20_000,
    clock: deps.clock,
    bus: deps.bus,
  });
  // A source's newest posts are small and shared by its followers: room for many sources.
  const newest = createReadCache<NewestPost[]>({
    name: 'followed-newest',
    ttlMs: deps.config.readCacheMs,
    maxEntries: 20_000,
    clock: deps.clock,
    bus: deps.bus,
  });
  await Promise.all([follows.ready, newest.ready]);

  /** Posts entered or left these places: the newest lists of their authors and boards are read afresh on every node. */
  postsReadModel.onPlacementChange(async (placements: PostPlacement[]) => {
    const sources = placements.flatMap((post): FollowedSource[] => [
      { kind: 'author', id: post.authorId },
      { kind: 'board', id: post.boardId },
      { kind: 'main', id: post.mainBoardId },
    ]);
    for (const key of new Set(sources.map(sourceKey))) await newest.forget(key);
  });

  return {
    /**
     * Whether the sources' newest lists are kept and shared between followers. Without the read
     * cache each first page would read every followed source's newest page afresh (~60 sources × 21
     * posts for a member following 50 members and 5 boards), where one statement reads only the posts
     * above the page's floor (`followingPage`).
     */
    shared: deps.config.readCacheMs > 0,
    /** What the member follows. */
    followsOf: (memberId: bigint) => follows.get(String(memberId), () => followedSources(deps.db, memberId)),
    /** Each source's newest `depth` posts; `depth` is the same on every call (the Following page size + 1). */
    async newestOf(sources: FollowedSource[], depth: number): Promise<NewestPost[][]> {
      const lists = await newest.getMany(sources.map(sourceKey), async (missing) => {
        const missingKeys = new Set(missing);
        const wanted = sources.filter((source) => missingKeys.has(sourceKey(source)));
        const loaded = await newestPostsOf(deps.db, wanted, depth);
        return new Map([...loaded].map(([source, list]) => [sourceKey(source), list]));
      });
      return [...lists.values()];
    },
    /** These members followed, unfollowed or blocked someone: what they follow is read afresh on every node. */
    async followsChanged(memberIds: bigint[]) {
      for (const memberId of memberIds) await follows.forget(String(memberId));
    },
    async close() {
      await Promise.all([follows.close(), newest.close()]);
    },
  };
}

export type FollowingReads = Awaited<ReturnType<typeof createFollowingReads>>;
