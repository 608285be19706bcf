import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/errors.ts';
import type { Storage } from './storage.ts';
import { StorageFullError } from './storage.ts';

export type WatchedStorage = Storage & {
  /** True while the last write failed for lack of space (`/api/health` says `storage`). */
  isFull(): boolean;
};

/**
 * The store as services use it: a write refused for lack of space answers STORAGE_FULL (the member
 * is told to try later, not "Network Error"), logs an error naming the store, and marks the store
 * full until a write succeeds again. Reads are untouched: a full store still serves what it holds.
 */
export function watchStorageSpace(storage: Storage, log: FastifyBaseLogger): WatchedStorage {
  let full = false;
  async function watched<T>(key: string, write: () => Promise<T>): Promise<T> {
    try {
      const stored = await write();
      if (full) log.info({ store: storage.kind }, `${storage.kind} storage has room again`);
      full = false;
      return stored;
    } catch (error) {
      if (!(error instanceof StorageFullError)) throw error;
      full = true;
      log.error(
        { store: storage.kind, key, err: error.cause },
        `${storage.kind} storage is full: uploads are refused until space is freed`,
      );
      throw new AppError('STORAGE_FULL', { cause: error });
    }
  }
  return {
    ...storage,
    put: (key, ...rest) => watched(key, () => storage.put(key, ...rest)),
    putFile: (key, ...rest) => watched(key, () => storage.putFile(key, ...rest)),
    isFull: () => full,
  };
}
