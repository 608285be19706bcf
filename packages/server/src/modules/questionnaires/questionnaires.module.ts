import { serverModule } from '../../platform/modules/serverModule.ts';
import { registerQuestionnairesRoutes } from './questionnaires.routes.ts';

/** Questionnaires, attempts and marking. */
export const questionnairesModule = serverModule('questionnaires', [], (app) => {
  registerQuestionnairesRoutes(app, app.deps);
});
