import type { Deps } from '../../platform/deps.ts';
import { postsByIds } from '../posts/index.ts';
import {
  indexFormatOf,
  indexPost,
  indexPosts,
  postTextsAfter,
  recordIndexFormat,
  searchIndexSize,
} from './search.queries.ts';

/**
 * The format of the words this code indexes: raised with every change to how text becomes words
 * (searchText.ts, russianKeys.ts), so a deployed index is rebuilt on the upgrade. 2: й kept,
 * keys of Russian nouns whose stem changes across cases (issue 27). 3: keys only for listed or
 * productive fleeting vowels, short nouns keyed by themselves (мех no longer finds мох).
 */
export const searchIndexFormat = 3;

/** The job that indexes one post's words (its payload: the post's id, as text). */
export const indexPostJob = 'search.index-post';

/**
 * Keeps the words index in step with the posts. Only a post's words live here; whether it may be
 * found (status, board, author) is read from the post at query time, so only what changes words
 * needs indexing: a publication (an approval too) and an edit. Each enqueues an indexing job in
 * the write's own transaction (the domain event `post.wordsWritten`, told with it), so a post committed is indexed
 * even when its node stops right after: another node, or this one restarted, runs the job. The job
 * reads the post as it is when it runs, so running it twice, or late after a second edit, indexes
 * the same words.
 */
export function followPostsForSearch(deps: Pick<Deps, 'db' | 'jobQueue' | 'events'>) {
  deps.jobQueue.define<{ postId: string }>(indexPostJob, {
    handler: async ({ postId }) => {
      const [post] = await postsByIds(deps.db, [BigInt(postId)]);
      if (post) await indexPost(deps.db, post);
    },
  });
  deps.events.listen('post.wordsWritten', ({ db, postId }) =>
    deps.jobQueue.send(indexPostJob, { postId: postId.toString() }, { tx: db }),
  );
}

/** Posts indexed per statement by the rebuild: big enough to be quick, small enough to stay light. */
const rebuildBatch = 500;

/**
 * Indexes every post again, oldest first (after a change to how text is folded, or to fill the
 * index of posts written behind the services: the demo data, the bench's generated million).
 * Reports its progress; answers the count, the time it took and the index's size. Records the
 * format it wrote: every full rebuild writes the current one, and a rebuild that left the old number
 * (the bench generator's did) had each server started on that database index the million again.
 */
export async function rebuildSearchIndex(
  deps: Pick<Deps, 'db'>,
  onProgress: (indexed: number) => void = () => undefined,
) {
  const started = performance.now();
  let afterId = 0n;
  let indexed = 0;
  for (;;) {
    const batch = await postTextsAfter(deps.db, afterId, rebuildBatch);
    if (!batch.length) break;
    await indexPosts(deps.db, batch);
    indexed += batch.length;
    afterId = batch.at(-1)!.id;
    onProgress(indexed);
  }
  await recordIndexFormat(deps.db, searchIndexFormat);
  return { indexed, seconds: (performance.now() - started) / 1000, ...(await searchIndexSize(deps.db)) };
}

/**
 * Rebuilds an index written in an older format (run at start by the search module, once across
 * nodes: a scheduled job's lock). Searches work meanwhile, with the old words for posts not yet
 * reached. Answers the rebuild's result, or null when the index was current.
 */
export async function upgradeSearchIndex(deps: Pick<Deps, 'db'>) {
  if ((await indexFormatOf(deps.db)) >= searchIndexFormat) return null;
  return rebuildSearchIndex(deps);
}
