import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { deleteSession, findSessionUser, insertSession, touchSession } from './identity.queries.ts';
import { users } from './identity.tables.ts';
import { banHolds } from './banHolds.ts';
import { presentMy } from './identity.present.ts';
import type { CachedSession, SessionCache } from './sessionCache.ts';

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
  details: { userAgent?: string; idToken?: string; providerSessionUid?: string },
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
    providerSessionUid: details.providerSessionUid,
  });
  reply.setCookie(sessionCookieName, token, cookieOptions(deps, deps.config.sessionTtlSeconds));
}

/**
 * Ends the request's session; returns what the provider's logout needs: the id token it wants as a
 * hint, and the embedded provider's session the login came from.
 */
export async function closeSession(
  deps: Deps,
  cache: SessionCache,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const token = request.cookies[sessionCookieName];
  reply.clearCookie(sessionCookieName, { path: '/' });
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const closed = await deleteSession(deps.db, tokenHash);
  await cache.sessionClosed(tokenHash);
  return closed;
}

/** An account provider running in this process: its sessions behind forum logins. */
export type ProviderSessions = {
  /** The provider session behind a login's access token, if the provider still knows it. */
  sessionOf(accessToken: string): Promise<string | undefined>;
  /** Ends that provider session and the grants given in it. */
  end(sessionUid: string): Promise<void>;
};

/**
 * Logs the request's member out: ends the forum session and the provider session its login came
 * from. The forum session is gone first; should the provider's fail to end, the provider logout page
 * the answer offers still ends it, so the failure is logged rather than answered.
 */
export async function logOut(
  deps: Deps,
  cache: SessionCache,
  providerSessions: ProviderSessions | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const closed = await closeSession(deps, cache, request, reply);
  if (closed?.providerSessionUid && providerSessions) {
    await providerSessions.end(closed.providerSessionUid).catch((error: unknown) => {
      request.log.error({ err: error }, 'could not end the provider session of a logout');
    });
  }
  return closed;
}

/**
 * What a member's session carries of their staff standing, which moderation keeps: the boards a
 * moderator was given ('all' for admins and unscoped moderators) and the boards a member is banned
 * from now. Moderation sits above identity (packages/server/lint/moduleLayers.js), so identity asks
 * through this port and the composition (app.ts) hands it moderation's answers.
 */
export type StaffStanding = {
  moderatedBoardsOf(
    db: Db,
    user: { id: bigint; role: 'member' | 'moderator' | 'admin' },
  ): Promise<readonly bigint[] | 'all'>;
  /**
   * The member's board bans holding at `now` as a JSON column (`boardId` as text, `until` an ISO
   * time or null), for the statement that reads the session: one round trip on every write.
   */
  boardBansJsonOf(userId: AnyPgColumn, now: Date): SQL<{ boardId: string; until: string | null }[]>;
};

/** Loads a session and its member from the database into the cache. */
async function loadSession(
  deps: Deps,
  cache: SessionCache,
  standing: StaffStanding,
  tokenHash: string,
): Promise<CachedSession | undefined> {
  const generation = cache.generation();
  const now = deps.clock.now();
  const found = await findSessionUser(deps.db, tokenHash, now, {
    boardBans: standing.boardBansJsonOf(users.id, now),
  });
  if (!found) return undefined;
  const { user, session, editorGroups } = found;
  // Only moderators with boards of their own read more.
  const moderatedBoardIds = await standing.moderatedBoardsOf(deps.db, user);
  const boardBans = found.boardBans.map((ban) => ({
    boardId: BigInt(ban.boardId),
    until: ban.until === null ? null : new Date(ban.until),
  }));
  const entry = {
    viewer: {
      id: user.id,
      username: user.username,
      role: user.role,
      isBlocked: banHolds(user, deps.clock.now()),
      isEditor: editorGroups.some((group) => group.active),
      countryCode: user.countryCode,
      joinedAt: user.createdAt.getTime(),
      sessionTokenHash: tokenHash,
      moderatedBoardIds,
      boardBans,
    },
    my: presentMy(user, editorGroups, moderatedBoardIds, deps.clock.now()),
    lastUsedAt: session.lastUsedAt.getTime(),
    expiresAt: session.expiresAt.getTime(),
    createdAt: session.createdAt.getTime(),
  };
  cache.set(tokenHash, entry, generation);
  return cache.get(tokenHash) ?? { ...entry, cachedAt: deps.clock.now().getTime() };
}

/** Requests that change nothing; any other method is a write. */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What decides what a member may do: a change to any of it must reach every node at once. */
const standingChanged = (before: CachedSession['viewer'], after: CachedSession['viewer']) =>
  before.isBlocked !== after.isBlocked ||
  before.role !== after.role ||
  before.isEditor !== after.isEditor ||
  before.countryCode !== after.countryCode ||
  String(before.moderatedBoardIds) !== String(after.moderatedBoardIds) ||
  boardBansKey(before) !== boardBansKey(after);

const boardBansKey = (viewer: CachedSession['viewer']) =>
  viewer.boardBans.map((ban) => `${ban.boardId}:${ban.until?.getTime() ?? 'forGood'}`).join(',');

/**
 * Resolves `request.viewer` from the session cookie on every request. Reads come mostly from the
 * cache; a write reads the session and its member afresh, so a ban (or a role taken away) holds from
 * the member's next write however it was made, even by an operator in the database, and a change
 * found that way is announced so every node drops what it kept.
 */
export function installSessionResolution(
  app: FastifyInstance,
  deps: Deps,
  cache: SessionCache,
  standing: StaffStanding,
) {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request, reply) => {
    request.viewer = null;
    const token = request.cookies[sessionCookieName];
    if (!token || token.length > 128) return;
    const tokenHash = hashToken(token);
    const cached = cache.get(tokenHash);
    const write = !readMethods.has(request.method);
    const entry = cached && !write ? cached : await loadSession(deps, cache, standing, tokenHash);
    if (cached && write && !entry) await cache.sessionClosed(tokenHash);
    else if (cached && write && standingChanged(cached.viewer, entry!.viewer))
      await cache.userChanged(cached.viewer.id);
    if (!entry) {
      reply.clearCookie(sessionCookieName, { path: '/' });
      return;
    }
    request.viewer = entry.viewer;
    const now = deps.clock.now().getTime();
    if (now - entry.lastUsedAt > touchIntervalMs) {
      // Sliding expiry, capped by the absolute lifetime counted from the login.
      const expiresAt = Math.min(
        now + deps.config.sessionTtlSeconds * 1000,
        entry.createdAt + deps.config.sessionMaxSeconds * 1000,
      );
      await touchSession(deps.db, tokenHash, new Date(now), new Date(expiresAt));
      entry.lastUsedAt = now;
      entry.expiresAt = expiresAt;
      reply.setCookie(sessionCookieName, token, cookieOptions(deps, deps.config.sessionTtlSeconds));
    }
  });
}

/** The presented member of the request's session (cached with it). */
export function cachedMy(cache: SessionCache, tokenHash: string) {
  return cache.get(tokenHash)?.my;
}
