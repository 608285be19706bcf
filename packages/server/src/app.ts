import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { realtimeCloseCodes } from '@fanzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import Fastify from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import path from 'node:path';
import { seedDemo } from './demo/seedDemo.ts';
import { installSecurityHeaders } from './platform/http/securityHeaders.ts';
import { installCompression } from './platform/http/compression.ts';
import { fallbackRateLimitStore } from './platform/http/rateLimitStore.ts';
import { createAttemptLog } from './platform/attemptLog.ts';
import {
  createBoardCatalogue,
  createSiteLinks,
  registerBoardsRoutes,
  registerStructureRoutes,
} from './modules/boards/index.ts';
import { followPostsForSearch, registerSearchRoutes } from './modules/search/index.ts';
import { registerCollectionsRoutes } from './modules/collections/index.ts';
import { registerCommentsRoutes, writersInBoards } from './modules/comments/index.ts';
import { createFollowingReads, registerFeedsRoutes } from './modules/feeds/index.ts';
import {
  browseTicketSecretName,
  countAwaitingAward,
  createCoinExpiry,
  recordDailyActivity,
  registerGamificationRoutes,
} from './modules/gamification/index.ts';
import { registerCheckInRoutes } from './modules/checkIn/index.ts';
import {
  countUnreadDrafts,
  createPostsReadModel,
  postsContextFactory,
  registerPostsRoutes,
} from './modules/posts/index.ts';
import {
  createEmbeddedProvider,
  createRelyingParty,
  createSessionCache,
  embeddedIssuerKey,
  embeddedProviderSessions,
  installSessionResolution,
  knownDeviceSecretName,
  providerSecretGenerators,
  purgeExpiredIdentityRecords,
  registerIdentityRoutes,
  registerProviderRoutes,
} from './modules/identity/index.ts';
import { registerQuestionnairesRoutes } from './modules/questionnaires/index.ts';
import { registerContentPagesRoutes } from './modules/contentPages/index.ts';
import {
  assertLettersShown,
  createSocketHub,
  messageBadges,
  registerLettersRoutes,
  registerMessagesRoutes,
  registerRealtimeRoutes,
  sessionExpiryOf,
  socketTicketSecretName,
} from './modules/messages/index.ts';
import {
  blockedWordIn,
  boardBansOf,
  moderatedBoardsOf,
  registerModerationRoutes,
} from './modules/moderation/index.ts';
import { registerReportsRoutes } from './modules/reports/index.ts';
import { registerFeedbackRoutes } from './modules/feedback/index.ts';
import { registerEventsRoutes } from './modules/events/index.ts';
import { registerPromotionsRoutes } from './modules/promotions/index.ts';
import { registerCertificationRoutes } from './modules/certification/index.ts';
import { registerYearInReviewRoutes } from './modules/yearInReview/index.ts';
import { countNewFollowers, registerSocialRoutes } from './modules/social/index.ts';
import { createSettingsStore, registerSiteRoutes, registerUploadsRoutes } from './modules/site/index.ts';
import { createVisitorPages, registerPagesRoutes } from './modules/pages/index.ts';
import { registerDiscoveryRoutes } from './modules/discovery/index.ts';
import { AppError } from './platform/http/errors.ts';
import type { Bus } from './platform/bus/bus.ts';
import { createMemoryBus } from './platform/bus/memoryBus.ts';
import { createRedisBus } from './platform/bus/redisBus.ts';
import type { Clock } from './platform/clock.ts';
import { systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import type { Deps } from './platform/deps.ts';
import {
  answerClientError,
  answerFrameworkError,
  installErrorHandling,
} from './platform/http/errorHandler.ts';
import { contractValidatorCompiler } from './platform/http/inputValidation.ts';
import { injectFetch, inProcessGet, internalCallHeader } from './platform/http/injectFetch.ts';
import { responseSerializerCompiler } from './platform/http/responseSerializer.ts';
import type { ScheduledJob } from './platform/jobs.ts';
import { scheduleJob } from './platform/jobs.ts';
import { installCsrfGuard, installLocaleResolution } from './platform/http/requestGuards.ts';
import { randomSecret, loadSiteSecrets } from './platform/secrets.ts';
import { createDiskStorage, sweepStalePartialFiles } from './platform/storage/diskStorage.ts';
import { watchStorageSpace } from './platform/storage/spaceWatch.ts';
import type { Storage } from './platform/storage/storage.ts';
import { createS3Storage } from './platform/storage/s3Storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled jobs, exposed so tests and operators can run one now. */
    jobs: { purgeExpired: ScheduledJob; expireCoins: ScheduledJob };
    /** Buffered post views, exposed so tests can write them now. */
    postViews: { flush(): Promise<void> };
    /** How many sockets this node holds now, against `REALTIME_SOCKETS_PER_NODE` (tests and health). */
    realtimeSockets: { count(): number };
  }
}

export type BuildOptions = {
  clock?: Clock;
  /** Another store than the configuration's (tests: a disk that runs out of space). */
  storage?: Storage;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
};

/** The site's secrets, each made on its first start and kept in the database (platform/secrets.ts). */
export const siteSecretGenerators = {
  cookie_secret: randomSecret,
  [browseTicketSecretName]: randomSecret,
  [socketTicketSecretName]: randomSecret,
  [knownDeviceSecretName]: randomSecret,
  ...providerSecretGenerators,
};

/** Builds the whole app without listening: main.ts listens, tests inject. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
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
  try {
    await migrate(database);
    const secrets = await loadSiteSecrets(database, siteSecretGenerators);
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
      storage,
      log: app.log,
      secrets,
    };
    app.decorate('deps', deps);
    const openBus = bus;
    app.addHook('onClose', async () => {
      await openBus.close();
      await redis?.quit().catch(() => undefined);
      await database.close();
    });

    await app.register(fastifyCookie, { secret: secrets.cookieSecret });
    installSecurityHeaders(app, config);
    await installCompression(app);
    const internalSecret = randomSecret();
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
    const sessionCache = createSessionCache(deps);
    await sessionCache.ready;
    app.addHook('onClose', () => sessionCache.close());
    // The member's staff standing comes from moderation, which sits above identity.
    const standing = { moderatedBoardsOf, boardBansOf };
    installSessionResolution(app, deps, sessionCache, standing);

    const settings = await createSettingsStore(deps);
    app.addHook('onClose', () => settings.close());
    const embedded = config.oidc ? undefined : createEmbeddedProvider(deps);
    const relyingParty = config.oidc
      ? createRelyingParty(config.oidc)
      : createRelyingParty({
          issuer: embedded!.issuer,
          issuerKey: embeddedIssuerKey,
          clientId: embedded!.clientId,
          clientSecret: embedded!.clientSecret,
          fetchOverride: injectFetch(app, internalSecret),
        });
    // Names follow the community's watched words: a blocking word (or one that would need approval,
    // which names cannot wait for) refuses it.
    const checkName = async (username: string) => {
      if (blockedWordIn(username, (await settings.get()).watchedWords, { queued: false }))
        throw new AppError('WATCHED_WORD_BLOCKED', { fields: { username: 'not allowed' } });
    };
    if (embedded) {
      await registerProviderRoutes(app, deps, embedded, {
        checkName,
        passwordAttempts: createAttemptLog({
          name: 'password',
          windowMs: config.loginGuessing.windowMs,
          clock: deps.clock,
          redis,
        }),
      });
    }
    registerIdentityRoutes(app, deps, {
      checkName,
      providerSessions: embedded ? embeddedProviderSessions(embedded.provider) : undefined,
      relyingParty,
      sessionCache,
      standing,
      accountUrl: config.oidc ? new URL('account', `${config.oidc.issuer}/`).href : '/idp/account',
      badgeSources: {
        newFollowerCount: (badgeDeps, userId) => countNewFollowers(badgeDeps.db, userId),
        unreadDraftsCount: (badgeDeps, userId) => countUnreadDrafts(badgeDeps.db, userId),
        waitAwardMissionCount: (badgeDeps, userId) => countAwaitingAward(badgeDeps.db, userId),
      },
      // The daily visit mission; it waits for its claim and shows in the red dot.
      afterSignIn: (userId) => recordDailyActivity(deps, userId, 'login'),
    });
    registerSiteRoutes(app, deps, settings, () => [
      ...(deps.bus.healthy() ? [] : (['bus'] as const)),
      ...(redis && redis.status !== 'ready' ? (['rateLimits'] as const) : []),
      ...(storage.isFull() ? (['storage'] as const) : []),
    ]);
    const postsReadModel = await createPostsReadModel(deps);
    app.addHook('onClose', () => postsReadModel.close());
    followPostsForSearch(deps, postsReadModel);
    const following = await createFollowingReads(deps, postsReadModel);
    app.addHook('onClose', () => following.close());
    const boardCatalogue = await createBoardCatalogue(deps);
    app.addHook('onClose', () => boardCatalogue.close());
    await registerUploadsRoutes(app, deps, async () =>
      assertLettersShown((await settings.get()).privateLetter),
    );
    const siteLinks = await createSiteLinks(deps);
    app.addHook('onClose', () => siteLinks.close());
    registerBoardsRoutes(app, deps, boardCatalogue, siteLinks, following.followsChanged);
    registerStructureRoutes(app, deps, boardCatalogue, siteLinks);
    const badges = messageBadges(deps, boardCatalogue, settings);
    registerMessagesRoutes(app, deps, badges);
    registerLettersRoutes(app, deps, settings, following.followsChanged, badges);
    // A moderator of some boards acts on the members who wrote there: comments knows who did.
    registerModerationRoutes(app, deps, sessionCache, boardCatalogue, settings, writersInBoards);
    const sockets = createSocketHub(deps, sessionExpiryOf(deps));
    // Events published while the bus was away are lost: every tab catches up from its last letter.
    deps.bus.onReconnected(() => sockets.resyncAll());
    sessionCache.onSessionClosed((tokenHash) =>
      sockets.sessionEnded(tokenHash, realtimeCloseCodes.sessionEnded),
    );
    app.addHook('preClose', () => sockets.close());
    await registerRealtimeRoutes(app, deps, sockets);
    app.decorate('realtimeSockets', { count: () => sockets.socketCount() });
    registerSocialRoutes(app, deps, following.followsChanged);
    const postsContext = postsContextFactory(deps, settings, boardCatalogue, postsReadModel);
    const posts = registerPostsRoutes(app, deps, postsContext);
    registerCommentsRoutes(app, deps, postsContext);
    registerReportsRoutes(app, deps, postsContext, settings, sessionCache);
    registerFeedbackRoutes(app, deps);
    registerPromotionsRoutes(app, deps);
    registerCertificationRoutes(app, deps, settings);
    registerYearInReviewRoutes(app, deps);
    registerFeedsRoutes(app, postsContext, following);
    await registerSearchRoutes(app, deps, postsContext);
    await registerCollectionsRoutes(app, deps, postsContext);
    registerGamificationRoutes(app, deps, settings);
    registerCheckInRoutes(app, deps, settings);
    registerQuestionnairesRoutes(app, deps);
    registerEventsRoutes(app, deps, boardCatalogue);
    registerContentPagesRoutes(app, deps, boardCatalogue);
    // A page's first calls are answered in the page, as the browser would have asked them.
    const forwardedHeaders = ['cookie', 'accept-language', 'user-agent', config.countryHeader].filter(
      (name): name is string => !!name,
    );
    const visitorPages = await createVisitorPages(deps, postsReadModel);
    app.addHook('onClose', () => visitorPages.close());
    await registerPagesRoutes(
      app,
      deps,
      settings,
      inProcessGet(app, internalSecret, forwardedHeaders),
      visitorPages,
    );
    // Feeds are the same for everyone: read as a visitor, in the reader's language only.
    registerDiscoveryRoutes(
      app,
      deps,
      boardCatalogue,
      settings,
      inProcessGet(app, internalSecret, ['accept-language']),
    );

    const purge = scheduleJob(deps, {
      name: 'identity.purge-expired',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        const removed = await purgeExpiredIdentityRecords(deps);
        app.log.info(removed, 'purged expired sessions and provider records');
      },
    });
    const expireDueCoins = createCoinExpiry(deps);
    const expireCoins = scheduleJob(deps, {
      name: 'gamification.expire-coins',
      // Members' own reads expire their due grants at once; the job catches up everyone else.
      everyMs: 5 * 60 * 1000,
      run: async () => {
        const expired = await expireDueCoins();
        if (expired.lines) app.log.info(expired, 'expired Coins two years after they were earned');
      },
    });
    app.decorate('jobs', { purgeExpired: purge, expireCoins });
    app.decorate('postViews', posts.views);
    app.addHook('onClose', async () => {
      purge.stop();
      expireCoins.stop();
    });

    if (config.demoData && (await seedDemo(deps, settings))) app.log.info('demo community loaded');
    return app;
  } catch (error) {
    await bus?.close();
    await redis?.quit();
    await database.close();
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
