import { serverModule } from '../../platform/modules/serverModule.ts';
import type { Port } from '../../platform/modules/ports.ts';
import { port } from '../../platform/modules/ports.ts';
import type { SettingsStore } from './settings.ts';
import { createSettingsStore } from './settings.ts';
import { registerSiteRoutes } from './site.routes.ts';
import { registerUploadsRoutes } from './uploads/uploads.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    site: {
      /** The community's settings, cached, dropped on every node when an operator changes one. */
      settings: SettingsStore;
      /** Refuses a letter's media while private letters are not shown; the letters module decides. */
      lettersShown: Port<() => Promise<void>>;
    };
  }
}

/** The community itself: its settings, configuration, languages and countries, and uploads. */
export const siteModule = serverModule('site', [], async (app) => {
  const settings = await createSettingsStore(app.deps);
  app.addHook('onClose', () => settings.close());
  const lettersShown = port<() => Promise<void>>("the letters' rule for their uploads (messages)");
  app.decorate('site', { settings, lettersShown });
  registerSiteRoutes(app, app.deps, settings, app.platform.degradedParts);
  await registerUploadsRoutes(app, app.deps, () => lettersShown.get()());
});
