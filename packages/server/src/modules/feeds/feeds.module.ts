import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerFeedsRoutes } from './feeds.routes.ts';
import { createFollowingReads } from './followingReads.ts';

/** The home tabs: Recommended, and Following's merged reads. */
export const feedsModule = serverModule('feeds', ['boards', 'posts'], async (app) => {
  const following = await createFollowingReads(app.deps, app.posts.readModel);
  app.addHook('onClose', () => following.close());
  app.boards.followsChanged.listen((memberIds) => following.followsChanged(memberIds));
  registerFeedsRoutes(app, app.posts.contextOf, following);
});
