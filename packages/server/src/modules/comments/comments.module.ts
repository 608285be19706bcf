import { serverModule } from '../../platform/modules/serverModule.ts';
import { writersInBoards } from './comments.queries.ts';
import { registerCommentsRoutes } from './comments.routes.ts';
import { tellOfNewComments } from './tellAnswered.ts';

/** Comments, replies, their likes and moderation. */
export const commentsModule = serverModule('comments', ['posts', 'moderation'], (app) => {
  // A moderator of some boards acts on the members who wrote there: comments knows who did.
  app.moderation.writersInBoards.fill(writersInBoards);
  tellOfNewComments(app.deps);
  registerCommentsRoutes(app, app.deps, app.posts.contextOf);
});
