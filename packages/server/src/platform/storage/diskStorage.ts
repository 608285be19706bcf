import fs from 'node:fs/promises';
import type { Dir } from 'node:fs';
import path from 'node:path';
import type { Storage, StoredObject } from './storage.ts';
import { assertSafeKey, isOutOfSpace, StorageFullError } from './storage.ts';

/** The writes disk storage makes; a test gives it a disk that runs out of space part-way. */
export type DiskWrites = {
  writeFile(file: string, body: Buffer): Promise<void>;
  copyFile(source: string, target: string): Promise<void>;
};

const partialSuffix = '.partial';

/**
 * Files under DATA_DIR/uploads, served by the app at /uploads/. Each write goes to a `.partial`
 * file renamed when complete, so a reader never sees half a file; a write that fails removes its
 * partial file, so a full disk is not kept full by the uploads it refused.
 */
export function createDiskStorage(root: string, publicPrefix = '/uploads', writes: DiskWrites = fs): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  async function writeThenRename(
    key: string,
    write: (partial: string) => Promise<void>,
  ): Promise<StoredObject> {
    const file = fileOf(key);
    const partial = `${file}.${process.pid}${partialSuffix}`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await write(partial);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      if (isOutOfSpace(error)) throw new StorageFullError('disk', { cause: error });
      throw error;
    }
    return { key, url: `${publicPrefix}/${key}` };
  }
  return {
    kind: 'disk',
    put: (key, body) => writeThenRename(key, (partial) => writes.writeFile(partial, body)),
    // The kernel copies; nothing passes through JavaScript buffers.
    putFile: (key, filePath) => writeThenRename(key, (partial) => writes.copyFile(filePath, partial)),
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    urlOf: (key) => `${publicPrefix}/${key}`,
  };
}

/**
 * How long a `.partial` file may go unwritten before it counts as left behind (a node that died
 * mid-write). Live writes touch theirs continuously, even on another node sharing the folder.
 */
export const stalePartialMs = 10 * 60 * 1000;

/**
 * Removes the `.partial` files that writes interrupted by a crash left under `root`, answering how
 * many: each still takes space, and a disk filled by them refuses every later upload.
 */
export async function sweepStalePartialFiles(root: string, now: Date): Promise<number> {
  let removed = 0;
  for await (const file of partialFilesUnder(root)) {
    const stats = await fs.stat(file).catch(() => undefined);
    if (!stats?.isFile() || now.getTime() - stats.mtimeMs < stalePartialMs) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * The `.partial` files under `folder`, found one directory entry at a time (`opendir` streams them),
 * so a store of millions of uploads is never listed whole in memory. A folder gone meanwhile is empty.
 */
async function* partialFilesUnder(folder: string): AsyncGenerator<string> {
  let entries: Dir;
  try {
    entries = await fs.opendir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of entries) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* partialFilesUnder(entryPath);
    else if (entry.isFile() && entry.name.endsWith(partialSuffix)) yield entryPath;
  }
}
