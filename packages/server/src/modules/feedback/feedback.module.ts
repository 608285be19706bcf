import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerFeedbackRoutes } from './feedback.routes.ts';

/** Members' feedback and operators' answers. */
export const feedbackModule = serverModule('feedback', [], (app) => {
  registerFeedbackRoutes(app, app.deps);
});
