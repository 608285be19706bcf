import { privateLettersApi, realtimeSocketPath } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../../platform/clock.ts';
import type { Deps } from '../../../platform/deps.ts';
import { route, withEnvelope } from '../../../platform/http/route.ts';
import { blockMember } from '../../social/index.ts';
import type { SettingsStore } from '../../site/index.ts';
import type { FollowsChanged } from '../../boards/index.ts';
import { issueSocketTicket, socketTicketLifetimeSeconds } from '../realtime/socketTicket.ts';
import { conversationsOf, letterHistory, lettersSince, readConversation } from './conversations.ts';
import { letterSettingsOf, updateLetterSettings } from './letterSettings.ts';
import { assertLettersShown } from './letters.policy.ts';
import { sendLetter } from './sendLetter.ts';
import { withdrawLetter } from './withdrawLetter.ts';
import type { MessageBadges } from '../messageBadge.ts';

/** A chat runs fast, but sixty letters a minute is already a flood. */
const sendRateLimit = { max: 60, timeWindow: '1 minute' };

export function registerLettersRoutes(
  app: FastifyInstance,
  deps: Deps,
  settings: SettingsStore,
  followsChanged: FollowsChanged,
  badges: MessageBadges,
) {
  const lettersShown = async () => (await settings.get()).privateLetter;

  route(app, privateLettersApi.credentials, async ({ viewer }) => {
    assertLettersShown(await lettersShown());
    const expiresAt = unixSeconds(deps.clock.now()) + socketTicketLifetimeSeconds;
    return {
      sdkAppId: deps.config.redisPrefix.replace(/:$/, '') || 'fanzone',
      userSig: issueSocketTicket(deps, {
        userId: viewer.id,
        sessionTokenHash: viewer.sessionTokenHash,
        expiresAt,
      }),
      expiresAt,
      socketPath: realtimeSocketPath,
    };
  });
  route(app, privateLettersApi.conversations, async ({ viewer, query }) => {
    const { conversations, page } = await conversationsOf(deps, viewer, await lettersShown(), query.cursor);
    return withEnvelope(conversations, { page });
  });
  route(app, privateLettersApi.history, async ({ viewer, params, query }) => {
    const before = query.messageId ? BigInt(query.messageId) : undefined;
    const { letters, page } = await letterHistory(
      deps,
      viewer,
      await lettersShown(),
      BigInt(params.userId),
      before,
    );
    return withEnvelope(letters, { page });
  });
  route(app, privateLettersApi.newer, async ({ viewer, params, query }) => {
    const after = BigInt(query.messageId);
    const { letters, page } = await lettersSince(
      deps,
      viewer,
      await lettersShown(),
      BigInt(params.userId),
      after,
    );
    return withEnvelope(letters, { page });
  });
  route(
    app,
    privateLettersApi.send,
    async ({ viewer, body }) => sendLetter(deps, viewer, await lettersShown(), body),
    { rateLimit: sendRateLimit },
  );
  route(app, privateLettersApi.withdraw, async ({ viewer, params }) =>
    withdrawLetter(deps, viewer, await lettersShown(), BigInt(params.messageId)),
  );
  route(app, privateLettersApi.markRead, async ({ viewer, request, params }) => {
    const unread = await readConversation(deps, viewer, await lettersShown(), BigInt(params.userId));
    // The member's other tabs drop the letter's red dot too.
    await badges.announceBadge(viewer, request);
    return unread;
  });
  route(app, privateLettersApi.block, async ({ viewer, params }) => {
    assertLettersShown(await lettersShown());
    return blockMember(deps, followsChanged, viewer, BigInt(params.userId));
  });
  route(app, privateLettersApi.settings, async ({ viewer }) =>
    letterSettingsOf(deps, viewer, await lettersShown()),
  );
  route(app, privateLettersApi.updateSettings, async ({ viewer, body }) =>
    updateLetterSettings(deps, viewer, await lettersShown(), body),
  );
}
