import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import Fastify, { LogController } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import path from 'node:path';
import type { Bus } from './bus/bus.ts';
import { createMemoryBus } from './bus/memoryBus.ts';
import { createRedisBus } from './bus/redisBus.ts';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createJobQueue } from './jobQueue/jobQueue.ts';
import { createJobQueues } from './jobQueue/jobQueueSchema.ts';
import type { Deps } from './deps.ts';
import { createDomainEvents } from './domainEvents.ts';
import { installCompression } from './http/compression.ts';
import { answerClientError, answerFrameworkError, installErrorHandling } from './http/errorHandler.ts';
import { injectFetch, inProcessGet, internalCallHeader } from './http/injectFetch.ts';
import { contractValidatorCompiler } from './http/inputValidation.ts';
import { fallbackRateLimitStore } from './http/rateLimitStore.ts';
import { installCsrfGuard, installLocaleResolution } from './http/requestGuards.ts';
import { responseSerializerCompiler } from './http/responseSerializer.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { loadSiteSecrets, randomSecret } from './secrets.ts';
import { createDiskStorage, sweepStalePartialFiles } from './storage/diskStorage.ts';
import { createS3Storage } from './storage/s3Storage.ts';
import { watchStorageSpace } from './storage/spaceWatch.ts';
import type { Storage } from './storage/storage.ts';

export type BuildOptions = {
  clock?: Clock;
  /** Another store than the configuration's (tests: a disk that runs out of space). */
  storage?: Storage;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
};

/** The parts of the platform modules reach through the app rather than through `Deps`. */
export type PlatformParts = {
  /** Rate limits' and password attempts' Redis, when the deployment has one. */
  redis: Redis | undefined;
  /** What runs degraded now (the bus, rate limits on Redis, the store), for the health call. */
  degradedParts: () => ('bus' | 'rateLimits' | 'storage')[];
  /** Answers GET calls in-process, as the browser would have asked them (a page's first calls). */
  inProcessGet: (forwardedHeaders: string[]) => ReturnType<typeof inProcessGet>;
  /** `fetch` answered in-process (the relying party asking the embedded provider). */
  injectFetch: () => ReturnType<typeof injectFetch>;
};

declare module 'fastify' {
  interface FastifyInstance {
    platform: PlatformParts;
  }
}

/**
 * The app before its modules: Fastify with the contract's validation and serialisation, the
 * database (migrated), the site's secrets, the bus, the store, `Deps` (decorated as `app.deps`), and
 * the HTTP plumbing every module's routes stand on (cookies, security headers, compression, rate
 * limits, the API document, errors, locale, CSRF). `abandon` closes what was opened when building
 * the rest fails.
 */
export async function openPlatform(
  config: Config,
  options: BuildOptions,
  secretGenerators: Parameters<typeof loadSiteSecrets>[1],
  jobQueueNames: readonly string[] = [],
) {
  /** Marks the app's own in-process calls (`internalCallHeader`); made before the app, which asks it. */
  const internalSecret = randomSecret();
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // A drawn page's own calls (up to ten a page) are part of the page's request, which is logged:
    // two more lines each were ~3 % of a page's CPU and hid the page among them. Their failures are
    // still logged (errorHandler.ts).
    logController: new LogController({
      disableRequestLogging: (request: FastifyRequest) =>
        request.headers[internalCallHeader] === internalSecret,
    }),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? config.trustProxy > 0 && ((_address: string, hop: number) => hop < (config.trustProxy as number))
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.checkResponses));

  const database = await openDatabase(config.database, config.databasePool, {
    onOutageChange: (change) =>
      change.down
        ? app.log.error({ err: change.error }, 'database unavailable: answering 503 until it is back')
        : app.log.warn({ downForMs: change.downForMs }, 'database answering again'),
    onLongTransaction: (begunAt, heldForMs) =>
      app.log.error(
        { begunAt, heldForMs },
        'a transaction has held the embedded database this long: every request waits behind it',
      ),
  });
  // Rate limits (and password attempts) ask Redis on every request: while it is away they must fail
  // at once (no queue, no retries, a short timeout) and fall back to this node's own counts
  // (rateLimitStore.ts, attemptLog.ts).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        keyPrefix: `${config.redisPrefix}rl:`,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: 250,
      })
    : undefined;
  redis?.on('error', () => undefined);
  let bus: Bus | undefined;
  const jobQueue = createJobQueue({ database, log: app.log });
  const abandon = async () => {
    await jobQueue.stop();
    await bus?.close();
    await redis?.quit();
    await database.close();
  };
  try {
    await migrate(database);
    // The app's queues, each made once in a database's life (pg-boss's schema came with the migrations).
    await createJobQueues(database, jobQueueNames);
    const secrets = await loadSiteSecrets(database, secretGenerators);
    bus = config.redisUrl
      ? await createRedisBus(config.redisUrl, config.redisPrefix, app.log)
      : createMemoryBus();
    const uploadsRoot = path.join(config.dataDir, 'uploads');
    const storage = watchStorageSpace(
      options.storage ?? (config.s3 ? createS3Storage(config.s3) : createDiskStorage(uploadsRoot)),
      app.log,
    );
    if (storage.kind === 'disk')
      sweepLeftPartialFiles(app.log, uploadsRoot, (options.clock ?? systemClock).now());
    const deps: Deps = {
      config,
      database,
      db: database.db,
      clock: options.clock ?? systemClock,
      bus,
      events: createDomainEvents(),
      jobQueue,
      storage,
      log: app.log,
      secrets,
    };
    app.decorate('deps', deps);
    const openBus = bus;
    // Before anything closes: a job that runs may still use the database, the bus or the store.
    app.addHook('preClose', () => jobQueue.stop());
    app.addHook('onClose', async () => {
      await openBus.close();
      await redis?.quit().catch(() => undefined);
      await database.close();
    });

    await app.register(fastifyCookie, { secret: secrets.cookieSecret });
    installSecurityHeaders(app, config);
    await installCompression(app);
    await app.register(fastifyRateLimit, {
      global: true,
      allowList: (request) => request.headers[internalCallHeader] === internalSecret,
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      ...(redis ? { store: fallbackRateLimitStore(redis, 'fanzone-rl-') } : {}),
    });
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'Fanzone API', version: '1' }, servers: [{ url: '/' }] },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

    installErrorHandling(app, config.databaseRetryAfterSeconds);
    installLocaleResolution(app, config);
    installCsrfGuard(app);
    app.decorate('platform', {
      redis,
      degradedParts: () => [
        ...(openBus.healthy() ? [] : (['bus'] as const)),
        ...(redis && redis.status !== 'ready' ? (['rateLimits'] as const) : []),
        ...(storage.isFull() ? (['storage'] as const) : []),
      ],
      inProcessGet: (forwardedHeaders) => inProcessGet(app, internalSecret, forwardedHeaders),
      injectFetch: () => injectFetch(app, internalSecret),
    } satisfies PlatformParts);
    return { app, abandon };
  } catch (error) {
    await abandon();
    throw error;
  }
}

/**
 * Removes the partial files that writes interrupted by a crash left in the uploads folder. In the
 * background: a large folder takes a while to walk, and nothing waits for it.
 */
function sweepLeftPartialFiles(log: FastifyBaseLogger, root: string, now: Date) {
  sweepStalePartialFiles(root, now).then(
    (removed) => {
      if (removed) log.warn({ removed, root }, 'removed partial uploads left by interrupted writes');
    },
    (error: unknown) => log.error({ err: error, root }, 'could not sweep partial uploads'),
  );
}
