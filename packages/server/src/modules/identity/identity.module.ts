import { serverModule } from '../../platform/modules/serverModule.ts';
import type { Listeners, Port } from '../../platform/modules/ports.ts';
import { listeners, port } from '../../platform/modules/ports.ts';
import { createAttemptLog } from '../../platform/attemptLog.ts';
import type { ScheduledJob } from '../../platform/jobs.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import type { AccountBadgeCounter, AccountBadgeSources } from './accountBadge.ts';
import { registerIdentityRoutes } from './identity.routes.ts';
import { createRelyingParty } from './oidcClient.ts';
import { createEmbeddedProvider, embeddedIssuerKey } from './provider/provider.ts';
import { registerProviderRoutes } from './provider/provider.routes.ts';
import { embeddedProviderSessions } from './provider/providerSessions.ts';
import { purgeExpiredIdentityRecords } from './purgeExpired.ts';
import type { SessionCache } from './sessionCache.ts';
import { createSessionCache } from './sessionCache.ts';
import type { StaffStanding } from './sessions.ts';
import { installSessionResolution } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identity: {
      sessionCache: SessionCache;
      /** The member's staff standing for their session: moderation provides it. */
      staffStanding: Port<StaffStanding>;
      /** Checks a new name, throwing to refuse it: moderation listens (the watched words). */
      nameChecks: Listeners<[username: string]>;
      /** A login opened a member's session: gamification listens (the daily visit mission). */
      signedIn: Listeners<[userId: bigint]>;
      /** Adds a count to the account badge (new followers, unread drafts, missions to claim). */
      countInBadge(key: keyof AccountBadgeSources, counter: AccountBadgeCounter): void;
      /** Sessions and provider records past their end, removed hourly. */
      purgeExpired: ScheduledJob;
    };
  }
}

/** Accounts, sessions, login with OpenID Connect (and the embedded provider), profile, country. */
export const identityModule = serverModule('identity', ['site'], async (app) => {
  const { deps } = app;
  const { config } = deps;
  const sessionCache = createSessionCache(deps);
  await sessionCache.ready;
  app.addHook('onClose', () => sessionCache.close());
  const staffStanding = port<StaffStanding>("members' staff standing (moderation)");
  // Asked at request time, when moderation has filled the port.
  const standing: StaffStanding = {
    moderatedBoardsOf: (db, user) => staffStanding.get().moderatedBoardsOf(db, user),
    boardBansJsonOf: (userId, now) => staffStanding.get().boardBansJsonOf(userId, now),
  };
  installSessionResolution(app, deps, sessionCache, standing);
  const nameChecks = listeners<[username: string]>();
  const checkName = (username: string) => nameChecks.tell(username);
  const embedded = config.oidc ? undefined : createEmbeddedProvider(deps);
  const relyingParty = config.oidc
    ? createRelyingParty(config.oidc)
    : createRelyingParty({
        issuer: embedded!.issuer,
        issuerKey: embeddedIssuerKey,
        clientId: embedded!.clientId,
        clientSecret: embedded!.clientSecret,
        fetchOverride: app.platform.injectFetch(),
      });
  if (embedded) {
    await registerProviderRoutes(app, deps, embedded, {
      checkName,
      passwordAttempts: createAttemptLog({
        name: 'password',
        windowMs: config.loginGuessing.windowMs,
        clock: deps.clock,
        redis: app.platform.redis,
      }),
    });
  }
  const badgeSources: AccountBadgeSources = {};
  const signedIn = listeners<[userId: bigint]>();
  registerIdentityRoutes(app, deps, {
    checkName,
    providerSessions: embedded ? embeddedProviderSessions(embedded.provider) : undefined,
    relyingParty,
    sessionCache,
    standing,
    accountUrl: config.oidc ? new URL('account', `${config.oidc.issuer}/`).href : '/idp/account',
    badgeSources,
    afterSignIn: (userId) => signedIn.tell(userId),
  });
  const purgeExpired = scheduleJob(deps, {
    name: 'identity.purge-expired',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const removed = await purgeExpiredIdentityRecords(deps);
      app.log.info(removed, 'purged expired sessions and provider records');
    },
  });
  app.addHook('onClose', async () => purgeExpired.stop());
  app.decorate('identity', {
    sessionCache,
    staffStanding,
    nameChecks,
    signedIn,
    countInBadge: (key, counter) => {
      badgeSources[key] = counter;
    },
    purgeExpired,
  });
});
