import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerCollectionsRoutes } from './collections.routes.ts';

/** Topics and collections, the video feed, boards' banner groups. */
export const collectionsModule = serverModule('collections', ['posts'], async (app) => {
  await registerCollectionsRoutes(app, app.deps, app.posts.contextOf);
});
