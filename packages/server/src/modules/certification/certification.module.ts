import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerCertificationRoutes } from './certification.routes.ts';

/** The Friends Club: applications, operators' decisions, the badge. */
export const certificationModule = serverModule('certification', ['site'], (app) => {
  registerCertificationRoutes(app, app.deps, app.site.settings);
});
