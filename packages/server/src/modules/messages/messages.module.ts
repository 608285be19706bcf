import { realtimeCloseCodes } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { serverModule } from '../../platform/modules/serverModule.ts';
import { insertNotification, notifyMember, publishToMember, quoteOf } from '../notifications/index.ts';
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
  tellMembersWhatHappened(deps);
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

/**
 * The message centre's lines for what other domains did (they tell events and know nothing of
 * notifications): likes, follows, bans, medals, missions whose reward waits and event awards each
 * become a line for the member they concern.
 */
function tellMembersWhatHappened(deps: Deps) {
  deps.events.listen('post.liked', (liked) =>
    notifyMember(deps, {
      userId: liked.authorId,
      kind: 'postLiked',
      actorId: liked.likerId,
      postId: liked.postId,
      subject: liked.postTitle,
      createdAt: liked.at,
    }),
  );
  deps.events.listen('comment.liked', (liked) =>
    notifyMember(deps, {
      userId: liked.authorId,
      kind: 'commentLiked',
      actorId: liked.likerId,
      postId: liked.postId,
      commentId: liked.commentId,
      subject: liked.postTitle,
      excerpt: quoteOf(liked.commentText),
      createdAt: liked.at,
    }),
  );
  deps.events.listen('medal.awarded', (awarded) =>
    // Written with the award, in its transaction; the member's tabs hear of it below when it was
    // given by hand (a member who earned it is looking at the answer).
    insertNotification(awarded.db, {
      userId: awarded.memberId,
      kind: 'medalEarned',
      named: awarded.medalName,
      createdAt: awarded.at,
    }),
  );
  deps.events.listen('medal.givenByHand', (given) =>
    publishToMember(deps, given.memberId, { type: 'notification.new', notificationType: 'system' }),
  );
  deps.events.listen('mission.finished', async (finished) => {
    // A weekly or one-off mission often finishes through others (likes received): its member hears
    // that the reward waits. Daily ones finish every day by the member's own doing; the Me red dot
    // says enough for those, a line a day would bury the system tab.
    if (finished.period === 'daily') return;
    await insertNotification(finished.db, {
      userId: finished.memberId,
      kind: 'missionReward',
      named: finished.missionTitle,
      createdAt: finished.at,
    });
  });
  deps.events.listen('event.awarded', (awarded) =>
    notifyMember(deps, {
      userId: awarded.memberId,
      kind: 'eventAwarded',
      postId: awarded.postId,
      named: awarded.eventTitle,
      createdAt: awarded.at,
    }),
  );
  deps.events.listen('member.followed', (followed) =>
    notifyMember(deps, {
      userId: followed.memberId,
      kind: 'followed',
      actorId: followed.followerId,
      createdAt: followed.at,
    }),
  );
  deps.events.listen('member.banned', (banned) =>
    notifyMember(deps, {
      userId: banned.memberId,
      kind: 'memberBanned',
      subject: banned.reason,
      createdAt: banned.at,
    }),
  );
  deps.events.listen('member.banLifted', (lifted) =>
    notifyMember(deps, { userId: lifted.memberId, kind: 'banLifted', createdAt: lifted.at }),
  );
  deps.events.listen('member.bannedFromBoard', (banned) =>
    notifyMember(deps, {
      userId: banned.memberId,
      kind: 'bannedFromBoard',
      subject: banned.boardName,
      excerpt: banned.reason,
      createdAt: banned.at,
    }),
  );
  deps.events.listen('member.boardBanLifted', (lifted) =>
    notifyMember(deps, {
      userId: lifted.memberId,
      kind: 'boardBanLifted',
      subject: lifted.boardName,
      createdAt: lifted.at,
    }),
  );
}
