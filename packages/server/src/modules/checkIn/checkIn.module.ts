import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerCheckInRoutes } from './checkIn.routes.ts';

/** Daily check-in and make-up days. */
export const checkInModule = serverModule('checkIn', ['site'], (app) => {
  registerCheckInRoutes(app, app.deps, app.site.settings);
});
