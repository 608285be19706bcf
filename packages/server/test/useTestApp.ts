import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { MemberOptions } from './factories.ts';
import { createMember } from './factories.ts';
import { signedIn } from './rewards.ts';
import type { TestAppOptions } from './testApp.ts';
import { createTestApp } from './testApp.ts';
import { TestClient } from './testClient.ts';

/**
 * A suite's app, made before its first test and closed after its last, so no suite repeats the
 * set-up or forgets the close (an app left open keeps its database, its Redis keys and the run alive).
 * Call it in a `describe` or at a file's top level; read `site.app` and the clients inside tests and
 * hooks only, since the app does not exist while vitest is still collecting the suite.
 */
export function useTestApp(options: TestAppOptions = {}) {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
    app = undefined;
  });

  const ready = () => {
    if (!app)
      throw new Error(
        'useTestApp: the app exists only between its beforeAll and afterAll; use it inside a test or a hook',
      );
    return app;
  };

  return {
    get app() {
      return ready();
    },
    /** A browser that has not signed in. */
    visitor(headers?: Record<string, string>) {
      return new TestClient(ready(), headers ? { headers } : {});
    },
    /** A new browser signed in as a demo member (demo-data apps only) through the real login. */
    signedIn(username: string) {
      return signedIn(ready(), username);
    },
    /**
     * Resolves once the jobs the app's requests sent (search indexing…) have run: what a test reads
     * next may depend on them, as a member's next search does (platform/jobQueue/jobQueue.ts).
     */
    jobsDone() {
      return ready().deps.jobQueue.drained();
    },
    /** A new member made for the test, who owes nothing to the demo community (factories.ts). */
    member(memberOptions: MemberOptions = {}) {
      return createMember(ready(), memberOptions);
    },
  };
}
