import { serverModule } from '../../platform/modules/serverModule.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Port } from '../../platform/modules/ports.ts';
import { port } from '../../platform/modules/ports.ts';
import type { WritersInBoards } from './moderation.queries.ts';
import { boardBansJsonOf, moderatedBoardsOf } from './moderation.queries.ts';
import { registerModerationRoutes } from './moderation.routes.ts';
import { blockedWordIn } from './watchedWords.ts';

declare module 'fastify' {
  interface FastifyInstance {
    moderation: {
      /** Who wrote in boards, for a moderator's member console: comments provides it. */
      writersInBoards: Port<WritersInBoards>;
    };
  }
}

/** Bans (community-wide and per board), moderators' boards, watched words, the member console. */
export const moderationModule = serverModule('moderation', ['site', 'identity', 'boards'], (app) => {
  const { settings } = app.site;
  app.identity.staffStanding.fill({ moderatedBoardsOf, boardBansJsonOf });
  // Names follow the community's watched words: a blocking word (or one that would need approval,
  // which names cannot wait for) refuses it.
  app.identity.nameChecks.listen(async (username) => {
    if (blockedWordIn(username, (await settings.get()).watchedWords, { queued: false }))
      throw new AppError('WATCHED_WORD_BLOCKED', { fields: { username: 'not allowed' } });
  });
  const writersInBoards = port<WritersInBoards>('who wrote in boards (comments)');
  app.decorate('moderation', { writersInBoards });
  registerModerationRoutes(
    app,
    app.deps,
    app.identity.sessionCache,
    app.boards.catalogue,
    settings,
    (boardIds) => writersInBoards.get()(boardIds),
  );
});
