import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerSearchRoutes } from './search.routes.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { followPostsForSearch, upgradeSearchIndex } from './searchIndex.ts';

/** Post and member search on the database's own text search (ARCHITECTURE §4a). */
export const searchModule = serverModule('search', ['posts'], async (app) => {
  followPostsForSearch(app.deps);
  await registerSearchRoutes(app, app.deps, app.posts.contextOf);
  // An index written in an older format is rebuilt after an upgrade, by one node, in the background.
  const upgradeIndex = scheduleJob(app.deps, {
    name: 'search.upgrade-index',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const rebuilt = await upgradeSearchIndex(app.deps);
      if (rebuilt) app.log.info(rebuilt, 'rebuilt the search index in its new format');
    },
  });
  let started: Promise<boolean> | undefined;
  app.addHook('onReady', async () => {
    started = upgradeIndex.runNow();
  });
  app.addHook('onClose', async () => {
    upgradeIndex.stop();
    await started;
  });
});
