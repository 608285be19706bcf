import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerYearInReviewRoutes } from './yearInReview.routes.ts';

/** A member's year counted from their own data. */
export const yearInReviewModule = serverModule('yearInReview', [], (app) => {
  registerYearInReviewRoutes(app, app.deps);
});
