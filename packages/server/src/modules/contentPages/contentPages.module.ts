import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerContentPagesRoutes } from './contentPages.routes.ts';

/** The app-only pages operators write, and the discover models. */
export const contentPagesModule = serverModule('contentPages', ['boards'], (app) => {
  registerContentPagesRoutes(app, app.deps, app.boards.catalogue);
});
