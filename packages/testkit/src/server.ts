import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

/** A server still not answering its health check after this long will not (a loaded CI machine starts one in ~30 s). */
const startDeadlineMs = 120_000;
/**
 * A test server answers a request in well under a second; one that has not answered in this long
 * hangs, and the test says so at that step instead of running into its own timeout.
 */
export const answerDeadlineMs = 20_000;

/** Where `npm run build` leaves the server's bundle (packages/server/build/bundle.ts). */
export const serverBundle = path.join(repoRoot, 'packages/server/dist/main.js');

/** A port nobody listens on right now, chosen by the operating system. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (packages/server/src/main.ts) on its own data folder and port. `onLog`
 * receives each line of its structured log (then printed nowhere else); `nodeArgs` go to Node itself
 * (a CPU profile, say).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    onLog?: (line: string) => void;
    nodeArgs?: string[];
    /** A data folder a server of the same region left (its database and uploads), copied as this one's start. */
    startFrom?: string;
    /** Appends the server's log to this file instead (a server that outlives the process starting it). */
    logFile?: string;
    /** Outlives the process that started it (its own process group); whoever reads its pid stops it. */
    detached?: boolean;
    /**
     * The server's bundle (`serverBundle`, made by `npm run build`) instead of its TypeScript source
     * through tsx: what `npm start` runs, and 2–3 s of CPU less per start.
     */
    bundle?: string;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-server-'));
  if (options.startFrom) fs.cpSync(options.startFrom, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const logFd = options.logFile ? fs.openSync(options.logFile, 'a') : undefined;
  const child = spawn(
    process.execPath,
    options.bundle
      ? [...(options.nodeArgs ?? []), '--enable-source-maps', options.bundle]
      : [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(repoRoot, 'packages/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', logFd ?? (options.onLog ? 'pipe' : 'inherit'), logFd ?? 'inherit'],
      detached: options.detached ?? false,
    },
  );
  // The child holds the log file open itself.
  if (logFd !== undefined) fs.closeSync(logFd);
  if (options.detached) child.unref();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (options.onLog && child.stdout) {
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) options.onLog!(line);
    });
  }
  const deadline = Date.now() + startDeadlineMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(answerDeadlineMs) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server at ${url} did not answer /api/health within ${startDeadlineMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    process: child,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the real OpenID Connect flow over HTTP and returns the session cookie. */
export async function loginOverHttp(baseUrl: string, login: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value && !/max-age=0/i.test(header)) jar.set(pair.slice(0, index), value);
      else jar.delete(pair.slice(0, index));
    }
  };
  const go = async (target: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(target, baseUrl), {
      ...init,
      signal: AbortSignal.timeout(answerDeadlineMs),
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    remember(response);
    return response;
  };
  let response = await go('/api/auth/login?url=/');
  let location = response.headers.get('location');
  while (location && !location.includes('/idp/login/')) {
    response = await go(location);
    location = response.headers.get('location');
  }
  const uid = /\/idp\/login\/([^/?]+)/.exec(location ?? '')?.[1];
  if (!uid) throw new Error('login did not reach the provider page');
  const answer = await go(`/api/idp/interaction/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ login, password }),
  });
  let next: string | null = ((await answer.json()) as { data: { redirectTo: string } }).data.redirectTo;
  while (next) {
    response = await go(next);
    next = response.headers.get('location');
    if (next === '/' || !next) break;
  }
  const session = jar.get('fz_session');
  if (!session) throw new Error('login did not open a session');
  return `fz_session=${session}`;
}
