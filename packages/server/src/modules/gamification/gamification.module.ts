import { serverModule } from '../../platform/modules/serverModule.ts';
import type { ScheduledJob } from '../../platform/jobs.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { recordDailyActivity } from './activities.ts';
import { createCoinExpiry } from './coinExpiry.ts';
import { awaitingAwardCountOf } from './gamification.queries.ts';
import { registerGamificationRoutes } from './gamification.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    gamification: {
      /** Coins two years old expire; members' own reads expire theirs at once, this catches up. */
      expireCoins: ScheduledJob;
    };
  }
}

/** Levels, growth value, Coins and their expiry, medals, missions, the browse task. */
export const gamificationModule = serverModule('gamification', ['site', 'identity'], (app) => {
  const { deps } = app;
  app.identity.countInBadge('waitAwardMissionCount', awaitingAwardCountOf);
  // The daily visit mission; it waits for its claim and shows in the red dot.
  app.identity.signedIn.listen((userId) => recordDailyActivity(deps, userId, 'login'));
  registerGamificationRoutes(app, deps, app.site.settings);
  const expireDueCoins = createCoinExpiry(deps);
  const expireCoins = scheduleJob(deps, {
    name: 'gamification.expire-coins',
    everyMs: 5 * 60 * 1000,
    run: async () => {
      const expired = await expireDueCoins();
      if (expired.lines) app.log.info(expired, 'expired Coins two years after they were earned');
    },
  });
  app.addHook('onClose', async () => expireCoins.stop());
  app.decorate('gamification', { expireCoins });
});
