import type { Locale } from '@fanzone/contract';
import { createReadCache } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import { createPostRecords } from './postRecords.ts';

/** Where a post sits: what decides which lists show it. */
export type PostPlacement = { id: bigint; authorId: bigint; boardId: bigint; mainBoardId: bigint };

/**
 * What happened to a post, as its service announces it. The read model alone decides what each
 * change makes stale; a new kind of change is a new case here, never a cache key in a service.
 */
export type PostChange =
  | { kind: 'published'; post: PostPlacement }
  | { kind: 'edited'; post: PostPlacement }
  | { kind: 'moved'; from: PostPlacement; to: PostPlacement }
  | { kind: 'removed'; post: PostPlacement }
  /** A live post went back to the approval queue (an edit brought in a watched word); `post` is where it was. */
  | { kind: 'held'; post: PostPlacement }
  | { kind: 'shielded'; post: PostPlacement }
  | { kind: 'pinned'; post: PostPlacement }
  | { kind: 'featured'; post: PostPlacement }
  | { kind: 'reacted'; postId: bigint }
  | { kind: 'voted'; postId: bigint }
  | { kind: 'commented'; postId: bigint };

/** A list that readers share: its key names the list, the audience and cursor are added per read. */
export type SharedList = { key: string };

/**
 * The lists the posts read path shares. A list's key starts with its family's prefix, so one drop
 * reaches every order, audience, language and cursor of it.
 */
export const sharedLists = {
  board: (boardId: bigint, order: string): SharedList => ({ key: `${boardPrefix(boardId)}${order}` }),
  recommended: (): SharedList => ({ key: recommendedPrefix }),
  thread: (postId: bigint, sort: string): SharedList => ({ key: `${threadPrefix(postId)}${sort}` }),
  /** A search's results (`key` names the query and its filters). */
  search: (key: string): SharedList => ({ key: `${searchPrefix}${key}` }),
};
const boardPrefix = (boardId: bigint) => `board|${boardId}|`;
const recommendedPrefix = 'recommended|';
const threadPrefix = (postId: bigint) => `comments|${postId}|`;
const searchPrefix = 'search|';

/**
 * What one change makes stale: lists by prefix (every order, audience, language and cursor of them),
 * posts' records, and where posts entered or left (for other modules' lists of posts).
 */
export type Stale = { listPrefixes: string[]; postIds: bigint[]; placements: PostPlacement[] };

/** The one mapping from what happened to what every node must read afresh. */
export function staleAfter(change: PostChange): Stale {
  const boardLists = (post: PostPlacement) => [boardPrefix(post.boardId), boardPrefix(post.mainBoardId)];
  switch (change.kind) {
    case 'published':
      // A new post enters its boards' lists and its followers' lists; Recommended and searches take
      // it up with the TTL.
      return { listPrefixes: boardLists(change.post), postIds: [], placements: [change.post] };
    case 'edited':
      // Lists hold ids, but visitors' answers hold whole cards with titles; search found it by its words.
      return {
        listPrefixes: [...boardLists(change.post), recommendedPrefix, searchPrefix],
        postIds: [change.post.id],
        placements: [],
      };
    case 'moved':
    case 'removed':
    case 'held':
    case 'shielded': {
      const placements = change.kind === 'moved' ? [change.from, change.to] : [change.post];
      const postId = placements[0]!.id;
      // The post may have left what some audiences may read: every list that may show it (searches
      // too), and its thread.
      return {
        listPrefixes: [
          ...placements.flatMap(boardLists),
          recommendedPrefix,
          searchPrefix,
          threadPrefix(postId),
        ],
        postIds: [postId],
        placements,
      };
    }
    case 'pinned':
      return { listPrefixes: boardLists(change.post), postIds: [change.post.id], placements: [] };
    case 'featured':
      return { listPrefixes: [recommendedPrefix], postIds: [change.post.id], placements: [] };
    case 'reacted':
    case 'voted':
      // Counts live in the post's record; visitors' copies of lists show them up to the TTL later.
      return { listPrefixes: [], postIds: [change.postId], placements: [] };
    case 'commented':
      return { listPrefixes: [threadPrefix(change.postId)], postIds: [change.postId], placements: [] };
  }
}

/** What went stale, for copies of reads kept outside the read model: posts, boards' lists, Recommended. */
export type StaleReads = { postIds: bigint[]; boardIds: bigint[]; recommended: boolean };

function staleReadsOf(message: StaleMessage): StaleReads {
  const idsAfter = (prefix: string) =>
    message.listPrefixes
      .filter((list) => list.startsWith(prefix))
      .map((list) => BigInt(list.slice(prefix.length).split('|')[0]!));
  return {
    postIds: [...message.postIds.map(BigInt), ...idsAfter('comments|')],
    boardIds: idsAfter('board|'),
    recommended: message.listPrefixes.includes(recommendedPrefix),
  };
}

/** The message every node applies: what went stale, ids as text (the bus carries JSON). */
type StaleMessage = { listPrefixes: string[]; postIds: string[] };
const changedChannel = 'posts.read-model.changed';

/** What a visitor's answer depends on besides the list: language and country (the boards they may open). */
export type VisitorScope = { locale: Locale; countryCode: string | null };

/**
 * The posts read path's one owner: every cache shared by readers of posts and their threads, their
 * keys and sizes, and `changed`, the single entry point where what happened becomes what every node
 * drops. Reads that depend only on the audience are shared for `READ_CACHE_SECONDS` (Discourse's
 * anonymous cache does the same): posts' records, lists' pages (first pages apart from deeper ones,
 * so a crawler walking cursors cannot push first pages out), threads' first pages, and visitors'
 * whole answers. Other modules that keep lists of posts (Following) listen to `onChange`.
 */
export async function createPostsReadModel(deps: Deps) {
  const shared = { ttlMs: deps.config.readCacheMs, clock: deps.clock, bus: deps.bus };
  const records = createPostRecords(deps, { ttlMs: deps.config.readCacheMs, maxEntries: 5_000 });
  const firstPages = createReadCache<unknown>({ ...shared, name: 'shared-lists', maxEntries: 5_000 });
  const deeperPages = createReadCache<unknown>({ ...shared, name: 'shared-deeper-lists', maxEntries: 1_000 });
  const threads = createReadCache<unknown>({ ...shared, name: 'comment-threads', maxEntries: 2_000 });
  const visitorFirstPages = createReadCache<unknown>({
    ...shared,
    name: 'visitor-answers',
    maxEntries: 5_000,
  });
  const visitorDeeperPages = createReadCache<unknown>({
    ...shared,
    name: 'visitor-deeper-pages',
    maxEntries: 1_000,
  });
  const listCaches = [firstPages, deeperPages, threads, visitorFirstPages, visitorDeeperPages];
  // Which caches hold a family's lists: threads are never in the posts' list pages, nor the reverse.
  const cachesOf = (prefix: string) =>
    prefix.startsWith('comments|')
      ? [threads, visitorFirstPages, visitorDeeperPages]
      : [firstPages, deeperPages, visitorFirstPages, visitorDeeperPages];
  const staleListeners: ((stale: StaleReads) => void)[] = [];
  const dropHere = (message: StaleMessage) => {
    for (const postId of message.postIds) records.forgetHere(BigInt(postId));
    for (const prefix of message.listPrefixes)
      for (const cache of cachesOf(prefix)) cache.forgetHere.prefix(prefix);
    if (staleListeners.length) {
      const stale = staleReadsOf(message);
      for (const listener of staleListeners) listener(stale);
    }
  };
  const subscription = deps.bus.subscribe(changedChannel, (payload) => dropHere(payload as StaleMessage));
  await Promise.all([subscription, records.ready, ...listCaches.map((cache) => cache.ready)]);
  const listeners: ((placements: PostPlacement[]) => Promise<void>)[] = [];
  const changeListeners: ((change: PostChange) => Promise<void>)[] = [];

  return {
    /** Posts' viewer-independent parts (post, author, badges, poll), by id. */
    records: { get: records.get, getMany: records.getMany },
    /**
     * A list's page as read once for everyone who may see the same boards (`excludedBoardIds`);
     * deeper pages are shared too, since their cursors come from shared pages.
     */
    sharedPage<Page>(
      list: SharedList,
      excludedBoardIds: bigint[],
      cursor: string[] | undefined,
      load: () => Promise<Page>,
    ): Promise<Page> {
      const key = `${list.key}|${excludedBoardIds.join(',')}`;
      return (
        cursor ? deeperPages.get(`${key}|${cursor.join(',')}`, load) : firstPages.get(key, load)
      ) as Promise<Page>;
    },
    /** A thread's first page as everyone may read it (no block list, no marks). */
    sharedThread<Thread>(list: SharedList, load: () => Promise<Thread>): Promise<Thread> {
      return threads.get(list.key, load) as Promise<Thread>;
    },
    /** A visitor's whole answer for a list page: the same for every visitor of one language and country. */
    visitorAnswer<Answer>(
      list: SharedList,
      scope: VisitorScope,
      cursor: string | undefined,
      load: () => Promise<Answer>,
    ): Promise<Answer> {
      const key = `${list.key}|${scope.locale}|${scope.countryCode ?? '-'}|${cursor ?? ''}`;
      return (cursor ? visitorDeeperPages : visitorFirstPages).get(key, load) as Promise<Answer>;
    },
    /**
     * Tells the read model what happened to a post: this node drops what went stale at once (the
     * writer reads their own change next), every other node on one bus message.
     */
    async changed(change: PostChange) {
      const stale = staleAfter(change);
      const message: StaleMessage = {
        listPrefixes: [...new Set(stale.listPrefixes)],
        postIds: [...new Set(stale.postIds.map(String))],
      };
      dropHere(message);
      await deps.bus.publish(changedChannel, message);
      if (stale.placements.length) for (const listener of listeners) await listener(stale.placements);
      for (const listener of changeListeners) await listener(change);
    },
    /**
     * Another module reacting to what happened to posts learns every change, on the node that made
     * it, once, after commit (work that must not be lost listens to `post.wordsWritten`, told in the
     * write's transaction, and sends a job).
     */
    onChange(listener: (change: PostChange) => Promise<void>) {
      changeListeners.push(listener);
    },
    /**
     * Copies of reads made elsewhere (visitors' whole pages) learn on every node what went stale, as
     * the read model's own caches do.
     */
    onStale(listener: (stale: StaleReads) => void) {
      staleListeners.push(listener);
    },
    /** Another module's lists of posts (Following) learn where posts entered or left. */
    onPlacementChange(listener: (placements: PostPlacement[]) => Promise<void>) {
      listeners.push(listener);
    },
    async close() {
      await Promise.all([records.close(), ...listCaches.map((cache) => cache.close())]);
      // The bus may already be closed during shutdown; then there is nothing left to unsubscribe.
      await (await subscription)().catch(() => undefined);
    },
  };
}

export type PostsReadModel = Awaited<ReturnType<typeof createPostsReadModel>>;
