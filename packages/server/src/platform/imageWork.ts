import os from 'node:os';
import pLimit from 'p-limit';

/**
 * Images decoded and encoded at once by this process. sharp runs on libuv's thread pool (4 threads),
 * the same threads that read files from disk, and each image keeps a core busy: half the cores (at
 * least one) leaves the others, and the pool, to the requests that only read.
 */
export const imageWorkSlots = Math.max(1, Math.floor(os.availableParallelism() / 2));

// One queue for the whole process: the cores it shares out are the process's, not one app's.
const limitImageWork = pLimit(imageWorkSlots);

/** Runs image work once a slot is free; uploads beyond the slots wait their turn, in order. */
export function withImageWorkSlot<T>(work: () => Promise<T>): Promise<T> {
  return limitImageWork(work);
}
