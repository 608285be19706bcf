import { identityApi, returnPathSchema } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { AccountBadgeSources } from './accountBadge.ts';
import { accountBadgeOf } from './accountBadge.ts';
import { activeEditorGroupsOf, findUserById } from './identity.queries.ts';
import { presentMy } from './identity.present.ts';
import type { LoginTransaction, RelyingParty } from './oidcClient.ts';
import { buildLoginRedirect, buildLogoutRedirect, exchangeCode } from './oidcClient.ts';
import type { SessionCache } from './sessionCache.ts';
import type { ProviderSessions, StaffStanding } from './sessions.ts';
import { cachedMy, closeSession, logOut, openSession } from './sessions.ts';
import { memberForIdentity } from './signIn.ts';
import { updateCountry } from './updateCountry.ts';
import { updateInformation } from './updateInformation.ts';

const transactionCookie = 'fz_login';
const transactionPath = '/api/auth';
const transactionSeconds = 600;

const loginQuerySchema = z.object({
  url: returnPathSchema.optional(),
  screen: z.enum(['login', 'register']).optional(),
});

export type IdentityRouteOptions = {
  relyingParty: RelyingParty;
  sessionCache: SessionCache;
  /** The member's staff standing, from moderation (sessions.ts). */
  standing: StaffStanding;
  accountUrl: string;
  badgeSources: AccountBadgeSources;
  /**
   * Runs after a login opened the member's session (other domains count it: the daily visit
   * mission), so identity depends on none of them.
   */
  afterSignIn?: (userId: bigint) => Promise<unknown>;
  /** Refuses a name the community does not allow (its watched words), by throwing; moderation decides. */
  checkName?: (username: string) => Promise<void>;
  /**
   * An account provider running in this process (the embedded one): which of its sessions a login
   * came from, and ending it when the member logs out here, so the next login asks for the password
   * even when nobody opens the provider's own logout page (apps, API clients, a closed tab).
   */
  providerSessions?: ProviderSessions;
};

export function registerIdentityRoutes(app: FastifyInstance, deps: Deps, options: IdentityRouteOptions) {
  const { relyingParty, sessionCache } = options;
  const callbackUri = `${deps.config.publicUrl}/api/auth/callback-login`;

  async function myOf(userId: bigint) {
    const user = await findUserById(deps.db, userId);
    if (!user) throw new AppError('SESSION_EXPIRED');
    const [groups, moderatedBoardIds] = await Promise.all([
      activeEditorGroupsOf(deps.db, userId),
      options.standing.moderatedBoardsOf(deps.db, user),
    ]);
    return presentMy(user, groups, moderatedBoardIds, deps.clock.now());
  }

  route(
    app,
    identityApi.profile,
    async ({ viewer }) => cachedMy(sessionCache, viewer.sessionTokenHash) ?? myOf(viewer.id),
  );

  route(app, identityApi.badge, async ({ viewer }) =>
    accountBadgeOf(deps.db, options.badgeSources, viewer.id),
  );

  route(app, identityApi.appKey, async () => ({
    appKey: relyingParty.clientId,
    loginUrl: '/api/auth/login',
    registerUrl: '/api/auth/login?screen=register',
    accountUrl: options.accountUrl,
  }));

  route(app, identityApi.logout, async ({ request, reply }) => {
    const closed = await logOut(deps, sessionCache, options.providerSessions, request, reply);
    return {
      providerLogoutUrl: await buildLogoutRedirect(
        relyingParty,
        closed?.idToken ?? undefined,
        `${deps.config.publicUrl}/`,
      ),
    };
  });

  route(app, identityApi.updateCountry, async ({ viewer, params }) => {
    const user = await updateCountry(deps, viewer, params.code);
    await sessionCache.userChanged(user.id);
    return presentMy(
      user,
      await activeEditorGroupsOf(deps.db, user.id),
      viewer.moderatedBoardIds,
      deps.clock.now(),
    );
  });

  route(
    app,
    identityApi.updateInformation,
    async ({ viewer, body }) => {
      if (body.username !== undefined && body.username !== viewer.username)
        await options.checkName?.(body.username);
      const user = await updateInformation(deps, viewer, body);
      await sessionCache.userChanged(user.id);
      return presentMy(
        user,
        await activeEditorGroupsOf(deps.db, user.id),
        viewer.moderatedBoardIds,
        deps.clock.now(),
      );
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );

  // Browser navigations, not API calls: they answer with redirects.
  app.get(
    '/api/auth/login',
    // Three starts for every login attempt allowed: starts are cheap, but unlimited they would let
    // anyone fill the provider's interaction store.
    { config: { rateLimit: { max: deps.config.loginRateLimitPerMinute * 3, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const query = loginQuerySchema.safeParse(request.query);
      const returnTo = query.success ? (query.data.url ?? '/') : '/';
      const screen = query.success && query.data.screen === 'register' ? 'register' : undefined;
      const { url, transaction } = await buildLoginRedirect(relyingParty, callbackUri, returnTo, screen);
      reply.setCookie(transactionCookie, JSON.stringify(transaction), {
        path: transactionPath,
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.publicUrl.startsWith('https://'),
        signed: true,
        maxAge: transactionSeconds,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get('/api/auth/callback-login', async (request, reply) => {
    const stored = request.cookies[transactionCookie];
    const unsigned = stored ? request.unsignCookie(stored) : undefined;
    reply.clearCookie(transactionCookie, { path: transactionPath });
    if (!unsigned?.valid || !unsigned.value) {
      // A real callback always carries its transaction; anything else goes home, never to `url`.
      request.log.warn('login callback without a valid transaction cookie');
      return reply.redirect('/', 302);
    }
    const transaction = JSON.parse(unsigned.value) as LoginTransaction;
    try {
      const callbackUrl = new URL(request.url, deps.config.publicUrl);
      const { claims, idToken, accessToken } = await exchangeCode(relyingParty, callbackUrl, transaction);
      const user = await memberForIdentity(deps, relyingParty.issuerKey, claims);
      // A login replaces whatever session this browser had (shared machines); the provider's session
      // stays, as this very login may have come from it.
      await closeSession(deps, sessionCache, request, reply);
      await openSession(deps, reply, user.id, {
        userAgent: request.headers['user-agent'],
        idToken,
        providerSessionUid: await options.providerSessions?.sessionOf(accessToken),
      });
      // What other domains do with a login must never undo it: a failure there is logged, the login stands.
      await options.afterSignIn?.(user.id).catch((error: unknown) => {
        request.log.error({ err: error }, 'after-login work failed');
      });
    } catch (error) {
      request.log.error({ err: error }, 'login callback failed');
    }
    const returnTo = returnPathSchema.safeParse(transaction.returnTo);
    return reply.redirect(returnTo.success ? returnTo.data : '/', 302);
  });
}
