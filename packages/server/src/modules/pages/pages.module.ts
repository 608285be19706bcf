import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerPagesRoutes } from './pages.routes.ts';
import { createVisitorPages } from './visitorPages.ts';

/** Pages drawn on the server: the shell, its first answers, the head, visitors' kept pages. */
export const pagesModule = serverModule('pages', ['site', 'posts'], async (app) => {
  const { deps } = app;
  // A page's first calls are answered in the page, as the browser would have asked them.
  const forwardedHeaders = ['cookie', 'accept-language', 'user-agent', deps.config.countryHeader].filter(
    (name): name is string => !!name,
  );
  const visitorPages = await createVisitorPages(deps, app.posts.readModel);
  app.addHook('onClose', () => visitorPages.close());
  await registerPagesRoutes(
    app,
    deps,
    app.site.settings,
    app.platform.inProcessGet(forwardedHeaders),
    visitorPages,
  );
});
