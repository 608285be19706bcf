import { seedDemo } from './demo/seedDemo.ts';
import { boardsModule } from './modules/boards/index.ts';
import { certificationModule } from './modules/certification/index.ts';
import { checkInModule } from './modules/checkIn/index.ts';
import { collectionsModule } from './modules/collections/index.ts';
import { commentsJobNames, commentsModule } from './modules/comments/index.ts';
import { contentPagesModule } from './modules/contentPages/index.ts';
import { discoveryModule } from './modules/discovery/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { feedbackModule } from './modules/feedback/index.ts';
import { feedsModule } from './modules/feeds/index.ts';
import { browseTicketSecretName, gamificationModule } from './modules/gamification/index.ts';
import { identityModule, knownDeviceSecretName, providerSecretGenerators } from './modules/identity/index.ts';
import { messagesModule, socketTicketSecretName } from './modules/messages/index.ts';
import { moderationModule } from './modules/moderation/index.ts';
import { pagesModule } from './modules/pages/index.ts';
import { postsJobNames, postsModule } from './modules/posts/index.ts';
import { promotionsModule } from './modules/promotions/index.ts';
import { questionnairesModule } from './modules/questionnaires/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { searchJobNames, searchModule } from './modules/search/index.ts';
import { siteModule } from './modules/site/index.ts';
import { socialModule } from './modules/social/index.ts';
import { yearInReviewModule } from './modules/yearInReview/index.ts';
import type { Config } from './platform/config.ts';
import type { ScheduledJob } from './platform/jobs.ts';
import type { BuildOptions } from './platform/openPlatform.ts';
import { openPlatform } from './platform/openPlatform.ts';
import { randomSecret } from './platform/secrets.ts';

export type { BuildOptions };

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled jobs, exposed so tests and operators can run one now. */
    jobs: { purgeExpired: ScheduledJob; expireCoins: ScheduledJob };
  }
}

/** The site's secrets, each made on its first start and kept in the database (platform/secrets.ts). */
export const siteSecretGenerators = {
  cookie_secret: randomSecret,
  [browseTicketSecretName]: randomSecret,
  [socketTicketSecretName]: randomSecret,
  [knownDeviceSecretName]: randomSecret,
  ...providerSecretGenerators,
};

/**
 * Every kind of job the modules define (platform/jobQueue/jobQueue.ts): its queue is made once, at
 * the first start on a database (and in the test suites' migrated database), rather than by each
 * node or test app; a kind missing here still works, made at its node's start.
 */
export const jobQueueNames = [...searchJobNames, ...commentsJobNames, ...postsJobNames];

/**
 * The server's modules in the order they are registered: the module order
 * (packages/server/lint/moduleLayers.js), lowest first, so every module finds the services of the
 * modules it depends on. Modules with nothing to register (notifications, staffLog) have no plugin.
 */
const serverModules = [
  siteModule,
  identityModule,
  boardsModule,
  moderationModule,
  certificationModule,
  socialModule,
  gamificationModule,
  checkInModule,
  promotionsModule,
  feedbackModule,
  questionnairesModule,
  postsModule,
  commentsModule,
  collectionsModule,
  contentPagesModule,
  eventsModule,
  discoveryModule,
  reportsModule,
  searchModule,
  feedsModule,
  yearInReviewModule,
  messagesModule,
  pagesModule,
];

/** Builds the whole app without listening: main.ts listens, tests inject. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const { app, abandon } = await openPlatform(config, options, siteSecretGenerators, jobQueueNames);
  try {
    for (const module of serverModules) await app.register(module);
    // Every module has defined its jobs: work them from now on.
    await app.deps.jobQueue.start();
    app.decorate('jobs', {
      purgeExpired: app.identity.purgeExpired,
      expireCoins: app.gamification.expireCoins,
    });
    if (config.demoData && (await seedDemo(app.deps, app.site.settings)))
      app.log.info('demo community loaded');
    return app;
  } catch (error) {
    await abandon();
    throw error;
  }
}
