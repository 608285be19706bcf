import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The repository's root folder (this file lives in docs/). */
export const root = path.resolve(import.meta.dirname, '..');

/** Every text file git keeps (committed or added, pictures and fonts left out), as the next clone will have it. */
export function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        file && !/\.(png|jpe?g|webp|gif|mp4|woff2?|ico)$/.test(file) && fs.existsSync(path.join(root, file)),
    );
}
