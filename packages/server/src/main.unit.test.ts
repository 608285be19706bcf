import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

describe('start-up', () => {
  it('stops with one clear line naming a bad setting', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, REGION: 'mars', DATA_DIR: '/tmp/fanzone-never-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(2);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith('Fanzone cannot start'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('REGION');
    // A fresh Node compiling the server's imports takes more than the default five seconds on a
    // busy two-core machine (seen while another suite ran).
  }, 30_000);
});
