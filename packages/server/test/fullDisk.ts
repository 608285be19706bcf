import fs from 'node:fs/promises';
import os from 'node:os';
import type { DiskWrites } from '../src/platform/storage/diskStorage.ts';

/** The error the kernel gives a write when the disk has no block left (errno ENOSPC). */
function noSpaceLeft(syscall: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: no space left on device, ${syscall}`), {
    code: 'ENOSPC',
    errno: -os.constants.errno.ENOSPC,
    syscall,
  });
}

/**
 * The writes of a disk that fills up when told: while `full`, a write puts its first `freeBytes`
 * on disk and then fails with ENOSPC, as a real one does when its last blocks are taken mid-file.
 * Deterministic on every machine, unlike a tiny tmpfs (which needs root and Linux).
 */
export function fillingDisk(freeBytes = 64 * 1024) {
  const disk = { full: false, writes: undefined as unknown as DiskWrites };
  disk.writes = {
    async writeFile(file, body) {
      if (!disk.full) return fs.writeFile(file, body);
      await fs.writeFile(file, body.subarray(0, freeBytes));
      throw noSpaceLeft('write');
    },
    async copyFile(source, target) {
      if (!disk.full) return fs.copyFile(source, target);
      const start = await fs.open(source);
      try {
        const { buffer, bytesRead } = await start.read(Buffer.alloc(freeBytes), 0, freeBytes, 0);
        await fs.writeFile(target, buffer.subarray(0, bytesRead));
      } finally {
        await start.close();
      }
      throw noSpaceLeft('copyfile');
    },
  };
  return disk;
}
