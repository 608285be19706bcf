import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerSearchRoutes } from './search.routes.ts';
import { followPostsForSearch } from './searchIndex.ts';

/** Post and member search on the database's own text search (ARCHITECTURE §4a). */
export const searchModule = serverModule('search', ['posts'], async (app) => {
  followPostsForSearch(app.deps, app.posts.readModel);
  await registerSearchRoutes(app, app.deps, app.posts.contextOf);
});
