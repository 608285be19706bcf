import type { Deps } from '../../platform/deps.ts';
import { addViews } from './posts.queries.ts';

/**
 * Page views are counted in memory and written in one batch every few seconds, so reading a post
 * never waits on a write and a popular post is one UPDATE per flush, not one per reader. Views of
 * the last few seconds can be lost if a node dies; a view count tolerates that.
 */
export function createViewCounter(deps: Deps, flushEveryMs = 5_000) {
  let pending = new Map<bigint, number>();
  const flush = async () => {
    if (!pending.size) return;
    const batch = pending;
    pending = new Map();
    try {
      await addViews(deps.db, batch);
    } catch (error) {
      deps.log.warn({ err: error }, 'could not save post views');
    }
  };
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();
  return {
    record(postId: bigint) {
      pending.set(postId, (pending.get(postId) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
