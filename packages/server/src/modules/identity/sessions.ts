import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { deleteSession, findSessionUser, insertSession, touchSession } from './identity.queries.ts';

export const sessionCookieName = 'fz_session';
/** Sliding expiry is written at most this often, so reads stay reads. */
const touchIntervalMs = 60 * 60 * 1000;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

function cookieOptions(deps: Deps, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.publicUrl.startsWith('https://'),
    maxAge: maxAgeSeconds,
  };
}

/** Opens a server-side session and hands the browser its opaque id. Only the hash is stored. */
export async function openSession(
  deps: Deps,
  reply: FastifyReply,
  userId: bigint,
  details: { userAgent?: string; idToken?: string },
) {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + deps.config.sessionTtlSeconds * 1000),
    userAgent: details.userAgent?.slice(0, 512),
    idToken: details.idToken,
  });
  reply.setCookie(sessionCookieName, token, cookieOptions(deps, deps.config.sessionTtlSeconds));
}

/** Ends the request's session; returns the id token the provider's logout wants as a hint. */
export async function closeSession(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[sessionCookieName];
  reply.clearCookie(sessionCookieName, { path: '/' });
  if (!token) return undefined;
  return (await deleteSession(deps.db, hashToken(token)))?.idToken ?? undefined;
}

/** Resolves `request.viewer` from the session cookie on every request. */
export function installSessionResolution(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request, reply) => {
    request.viewer = null;
    const token = request.cookies[sessionCookieName];
    if (!token || token.length > 128) return;
    const tokenHash = hashToken(token);
    const now = deps.clock.now();
    const found = await findSessionUser(deps.db, tokenHash, now);
    if (!found) {
      reply.clearCookie(sessionCookieName, { path: '/' });
      return;
    }
    const { user, session } = found;
    request.viewer = {
      id: user.id,
      username: user.username,
      role: user.role,
      isBlocked: user.isBlocked,
      countryCode: user.countryCode,
      sessionTokenHash: tokenHash,
    };
    if (now.getTime() - session.lastUsedAt.getTime() > touchIntervalMs) {
      const expiresAt = new Date(now.getTime() + deps.config.sessionTtlSeconds * 1000);
      await touchSession(deps.db, tokenHash, now, expiresAt);
      reply.setCookie(sessionCookieName, token, cookieOptions(deps, deps.config.sessionTtlSeconds));
    }
  });
}
