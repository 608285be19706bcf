import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerReportsRoutes } from './reports.routes.ts';

/** Members' reports and the queue of reported targets. */
export const reportsModule = serverModule('reports', ['site', 'identity', 'posts'], (app) => {
  registerReportsRoutes(app, app.deps, app.posts.contextOf, app.site.settings, app.identity.sessionCache);
});
