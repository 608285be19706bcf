import { serverModule } from '../../platform/modules/serverModule.ts';
import { newFollowerCountOf } from './social.queries.ts';
import { registerSocialRoutes } from './social.routes.ts';

/** Member follows, blocks, the member directory. */
export const socialModule = serverModule('social', ['identity', 'boards'], (app) => {
  app.identity.countInBadge('newFollowerCount', newFollowerCountOf);
  registerSocialRoutes(app, app.deps, (memberIds) => app.boards.followsChanged.tell(memberIds));
});
