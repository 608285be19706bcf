import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerPromotionsRoutes } from './promotions.routes.ts';

/** The free gift: dates and state by its own calendar. */
export const promotionsModule = serverModule('promotions', [], (app) => {
  registerPromotionsRoutes(app, app.deps);
});
