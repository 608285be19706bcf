import os from 'node:os';
import pLimit from 'p-limit';
import { AppError } from './http/errors.ts';

/**
 * Images decoded and encoded at once by this process. sharp runs on libuv's thread pool (4 threads),
 * the same threads that read files from disk, and each image keeps a core busy: half the cores (at
 * least one) leaves the others, and the pool, to the requests that only read.
 */
export const imageWorkSlots = Math.max(1, Math.floor(os.availableParallelism() / 2));

/** When a refused upload may try again: an image takes a second or two, a full queue drains in seconds. */
const busyRetryAfterSeconds = 5;

// One queue for the whole process: the cores it shares out are the process's, not one app's.
const limitImageWork = pLimit(imageWorkSlots);

/** Image work waiting for a slot in this process now. */
export const waitingImageWork = () => limitImageWork.pendingCount;

/** Image work holding a slot (decoding or encoding) in this process now. */
export const activeImageWork = () => limitImageWork.activeCount;

/**
 * Runs image work once a slot is free; uploads beyond the slots wait their turn, in order. Each
 * waiting upload holds its bytes, so when `maxWaiting` already wait, this one is refused with
 * UPLOADS_BUSY (503, Retry-After) instead of joining them.
 */
export function withImageWorkSlot<T>(work: () => Promise<T>, maxWaiting: number): Promise<T> {
  if (limitImageWork.pendingCount >= maxWaiting)
    throw new AppError('UPLOADS_BUSY', { retryAfterSeconds: busyRetryAfterSeconds });
  return limitImageWork(work);
}
