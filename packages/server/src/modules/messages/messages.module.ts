import { realtimeCloseCodes } from '@fanzone/contract';
import { serverModule } from '../../platform/modules/serverModule.ts';
import { assertLettersShown } from './letters/letters.policy.ts';
import { registerLettersRoutes } from './letters/letters.routes.ts';
import { registerMessagesRoutes } from './messages.routes.ts';
import { registerRealtimeRoutes, sessionExpiryOf } from './realtime/realtime.routes.ts';
import { createSocketHub } from './realtime/socketHub.ts';
import { messageBadges } from './messageBadge.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many sockets this node holds now, against `REALTIME_SOCKETS_PER_NODE` (tests and health). */
    realtimeSockets: { count(): number };
  }
}

/** The message centre, private letters and the realtime socket. */
export const messagesModule = serverModule('messages', ['site', 'identity', 'boards'], async (app) => {
  const { deps } = app;
  const { settings } = app.site;
  const { sessionCache } = app.identity;
  app.site.lettersShown.fill(async () => assertLettersShown((await settings.get()).privateLetter));
  const badges = messageBadges(deps, app.boards.catalogue, settings);
  registerMessagesRoutes(app, deps, badges);
  registerLettersRoutes(
    app,
    deps,
    settings,
    (memberIds) => app.boards.followsChanged.tell(memberIds),
    badges,
  );
  const sockets = createSocketHub(deps, sessionExpiryOf(deps));
  // Events published while the bus was away are lost: every tab catches up from its last letter.
  deps.bus.onReconnected(() => sockets.resyncAll());
  sessionCache.onSessionClosed((tokenHash) =>
    sockets.sessionEnded(tokenHash, realtimeCloseCodes.sessionEnded),
  );
  app.addHook('preClose', () => sockets.close());
  await registerRealtimeRoutes(app, deps, sockets);
  app.decorate('realtimeSockets', { count: () => sockets.socketCount() });
});
