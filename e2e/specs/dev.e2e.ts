import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(url: string): Promise<Response | null> {
  try {
    return await fetch(url);
  } catch {
    return null;
  }
}

describe('npm run dev', () => {
  it('starts the server with reload and the Vite dev server proxying to it, and stops both', async () => {
    const [serverPort, webPort] = [await freePort(), await freePort()];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-dev-'));
    const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(serverPort),
        WEB_PORT: String(webPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    for (const stream of [dev.stdout, dev.stderr])
      stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      const web = `http://localhost:${webPort}`;
      // The API through Vite's proxy: both sides are up once it answers.
      await expect
        .poll(async () => (await answers(`${web}/api/health`))?.status, { timeout: 90_000, interval: 500 })
        .toBe(200);
      const page = await (await fetch(`${web}/`)).text();
      // Vite's dev server, with hot reload, not the built app.
      expect(page).toContain('/@vite/client');
      const discovery = await fetch(`${web}/oidc/.well-known/openid-configuration`);
      expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${web}/oidc`);
      expect(output.join('')).toMatch(/\[server\][\s\S]*\[web\]|\[web\][\s\S]*\[server\]/);
    } finally {
      dev.kill('SIGTERM');
      await new Promise((resolve) => dev.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Both sides went with it.
    await expect
      .poll(
        async () => [
          await answers(`http://localhost:${webPort}/`),
          await answers(`http://localhost:${serverPort}/api/health`),
        ],
        {
          timeout: 15_000,
        },
      )
      .toEqual([null, null]);
  }, 150_000);
});
