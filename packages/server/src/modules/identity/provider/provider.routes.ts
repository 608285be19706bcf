import { accountProviderApi } from '@fanzone/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as oidcErrors } from 'oidc-provider';
import type { AttemptLog } from '../../../platform/attemptLog.ts';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { registerAccount, verifyLogin } from './accounts.ts';
import { passwordHasher } from './password.ts';
import type { EmbeddedProvider } from './provider.ts';
import { providerMountPath } from './provider.ts';
import { knownDeviceOf, rememberKnownDevice } from './knownDevice.ts';
import { findAccountById } from './provider.queries.ts';

type ProviderRouteOptions = {
  /** Refuses a name the community does not allow, by throwing; moderation decides. */
  checkName?: (username: string) => Promise<void>;
  /** Recent password checks per account, shared by every node (passwordGuessing.ts). */
  passwordAttempts: AttemptLog;
};

/** The provider's protocol endpoints under /oidc and the calls of its login and account pages. */
export async function registerProviderRoutes(
  app: FastifyInstance,
  deps: Deps,
  embedded: EmbeddedProvider,
  options: ProviderRouteOptions,
) {
  const { provider } = embedded;
  const checkName = options.checkName ?? (async () => {});
  const handleProtocol = provider.callback();
  const passwords = passwordHasher(deps.config.passwordHashCost);
  // Credential checks count per address whatever session cookies come along (route.ts says why).
  const loginRateLimit = {
    max: deps.config.loginRateLimitPerMinute,
    timeWindow: '1 minute',
    per: 'address' as const,
  };

  // oidc-provider parses its own form bodies; in this scope Fastify leaves the stream untouched.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${providerMountPath}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(providerMountPath.length) || '/';
      handleProtocol(raw, reply.raw);
    });
  });

  const interactionOf = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch (error) {
      if (error instanceof oidcErrors.SessionNotFound) throw new AppError('LOGIN_FAILED', { cause: error });
      throw error;
    }
  };

  // Where the provider sends the browser to log in: the account pages of the web app take over.
  app.get<{ Params: { uid: string } }>('/api/idp/interaction/:uid', async (request, reply) => {
    const details = await interactionOf(request, reply);
    const screen = details.params.screen === 'register' ? '?screen=register' : '';
    return reply.redirect(`/idp/login/${encodeURIComponent(details.uid)}${screen}`, 303);
  });

  route(app, accountProviderApi.interaction, async ({ request, reply }) => {
    const details = await interactionOf(request, reply);
    const client = await provider.Client.find(String(details.params.client_id));
    return {
      uid: details.uid,
      prompt: details.params.screen === 'register' ? 'register' : details.prompt.name,
      clientName: client?.clientName ?? 'Fanzone',
    };
  });

  route(
    app,
    accountProviderApi.login,
    async ({ request, reply, body }) => {
      await interactionOf(request, reply);
      const knownDevice = knownDeviceOf(deps, request);
      const account = await verifyLogin(deps, passwords, options.passwordAttempts, { ...body, knownDevice });
      rememberKnownDevice(deps, reply, account.id, knownDevice);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
      return { redirectTo };
    },
    { rateLimit: loginRateLimit },
  );

  route(
    app,
    accountProviderApi.register,
    async ({ request, reply, body }) => {
      await interactionOf(request, reply);
      await checkName(body.username);
      const account = await registerAccount(deps, passwords, body);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
      return { redirectTo };
    },
    { rateLimit: loginRateLimit },
  );

  route(app, accountProviderApi.account, async ({ request, reply }) => {
    const context = provider.app.createContext(request.raw, reply.raw);
    const session = await provider.Session.get(context);
    const account = session.accountId ? await findAccountById(deps.db, session.accountId) : undefined;
    if (!account) throw new AppError('LOGIN_REQUIRED');
    return {
      id: account.id,
      username: account.username,
      email: account.email,
      createdAt: Math.floor(account.createdAt.getTime() / 1000),
    };
  });
}
