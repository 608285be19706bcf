import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerDiscoveryRoutes } from './discovery.routes.ts';

/** robots.txt, the sitemap, boards' Atom feeds. */
export const discoveryModule = serverModule('discovery', ['site', 'boards'], (app) => {
  // Feeds are the same for everyone: read as a visitor, in the reader's language only.
  registerDiscoveryRoutes(
    app,
    app.deps,
    app.boards.catalogue,
    app.site.settings,
    app.platform.inProcessGet(['accept-language']),
  );
});
