import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from './bus/bus.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import type { DomainEventHub } from './domainEvents.ts';
import type { JobQueue } from './jobQueue/jobQueue.ts';
import type { Storage } from './storage/storage.ts';

/**
 * What services receive: the database, the clock and the rest of the platform, injected so tests
 * swap the clock and each deployment shape swaps drivers without a line of domain code changing.
 */
export type Deps = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  bus: Bus;
  /** What happened in a domain, told after commit to the modules that react (domainEvents.ts). */
  events: DomainEventHub;
  /**
   * Durable work after commit, sent in the write's transaction and run once by some node, even
   * across a restart (jobQueue/jobQueue.ts): a module defines its jobs in its plugin.
   */
  jobQueue: JobQueue;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Per-site secrets generated on first start (cookie signing, provider keys). */
  secrets: SiteSecrets;
};

export type SiteSecrets = {
  cookieSecret: string;
  get(name: string): string | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
