/**
 * The questionnaires module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { insertQuestionnaire, replaceQuestions } from './questionnaires.queries.ts';
export { questionnairesModule } from './questionnaires.module.ts';
