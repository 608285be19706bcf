import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Every file git keeps (committed or added), as the next clone will have it. */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
}

describe('the repository explains itself', () => {
  it('refers to no document outside it', () => {
    const outside = /\.\.\/shared\/|shared\/spec\/|forum-spec\.md/;
    const offenders = trackedFiles().filter((file) => {
      if (file === 'docs/references.test.ts' || /\.(png|jpe?g|webp|gif|mp4|woff2?|ico)$/.test(file))
        return false;
      return outside.test(fs.readFileSync(path.join(root, file), 'utf8'));
    });
    expect(offenders).toEqual([]);
  });
});
