import { startServer, testServerSettings } from '@fanzone/testkit';
import { describe, expect, it } from 'vitest';

/** The real process: started by main.ts, stopped by a signal while a request is still running. */
describe('graceful shutdown', () => {
  it('finishes a request in flight, then exits cleanly and stops listening', async () => {
    let loginSeen: () => void = () => {};
    const loginArrived = new Promise<void>((resolve) => {
      loginSeen = resolve;
    });
    const server = await startServer(
      // An empty site: a login for a name nobody has checks a decoy hash at the same cost, the
      // default one (not the tests' lowest), so that the login takes a while.
      {
        LOG_LEVEL: 'info',
        DEMO_DATA: '0',
        EMBEDDED_DATABASE_BUFFERS_MB: testServerSettings.EMBEDDED_DATABASE_BUFFERS_MB,
      },
      {
        onLog: (line) => {
          if (line.includes('incoming request') && line.includes('/api/idp/interaction/')) loginSeen();
        },
      },
    );
    try {
      // A login checks a memory-hard password hash: a request that takes a while on purpose.
      const start = await fetch(`${server.url}/api/auth/login?url=/`, { redirect: 'manual' });
      const cookies = start.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      const toProvider = await fetch(start.headers.get('location')!, {
        redirect: 'manual',
        headers: { cookie: cookies },
      });
      const interactionUrl = new URL(toProvider.headers.get('location')!, server.url);
      const interactionCookie = toProvider.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      const inFlight = fetch(`${interactionUrl.href}/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          cookie: interactionCookie,
        },
        body: JSON.stringify({ login: 'fan', password: 'not-the-password' }),
      });
      await loginArrived;
      server.process.kill('SIGTERM');

      const answer = await inFlight;
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { code: string }).code).toBe('INVALID_CREDENTIALS');
      expect(await server.exited).toBe(0);
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });
});
