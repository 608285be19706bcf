/**
 * A node that dies between its commit and its job: run as its own process
 * (`node --import tsx test/jobQueueNode.ts`, by platform/jobQueue/jobQueue.test.ts), it opens the
 * database named in FANZONE_JOB_NODE_DATABASE (JSON: the `DatabaseConfig`), migrates it, sends one
 * job of the kind FANZONE_JOB_NODE_KIND in a committed transaction, without ever working that kind,
 * prints `committed`, and waits to be killed.
 */
import Fastify from 'fastify';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DatabaseConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { createJobQueue } from '../src/platform/jobQueue/jobQueue.ts';
import { createJobQueues } from '../src/platform/jobQueue/jobQueueSchema.ts';

/** This file, for the test to start it. */
export const jobQueueNodeFile = fileURLToPath(import.meta.url);

async function sendAndWaitToBeKilled() {
  const config = JSON.parse(process.env.FANZONE_JOB_NODE_DATABASE!) as DatabaseConfig;
  const kind = process.env.FANZONE_JOB_NODE_KIND!;
  const database = await openDatabase(config);
  await migrate(database);
  await createJobQueues(database, [kind]);
  const queue = createJobQueue({ database, log: Fastify({ logger: false }).log });
  queue.define(kind, {
    handler: () => Promise.reject(new Error('the node that sent the job never runs it')),
  });
  await database.db.transaction((tx) => queue.send(kind, { sentBy: String(process.pid) }, { tx }));
  process.stdout.write('committed\n');
  setInterval(() => undefined, 60_000);
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url)
  await sendAndWaitToBeKilled();
