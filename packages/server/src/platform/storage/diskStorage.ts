import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.ts';
import { assertSafeKey } from './storage.ts';

/** Files under DATA_DIR/uploads, served by the app at /uploads/. */
export function createDiskStorage(root: string, publicPrefix = '/uploads'): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
      return { key, url: `${publicPrefix}/${key}` };
    },
    async putFile(key, filePath) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      // The kernel copies; nothing passes through JavaScript buffers.
      await fs.copyFile(filePath, partial);
      await fs.rename(partial, file);
      return { key, url: `${publicPrefix}/${key}` };
    },
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
