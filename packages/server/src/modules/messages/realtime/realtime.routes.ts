import fastifyWebsocket from '@fastify/websocket';
import type { RealtimeEvent } from '@fanzone/contract';
import { realtimeCloseCodes, realtimeSocketPath } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { unixSeconds } from '../../../platform/clock.ts';
import { findSessionUser } from '../../identity/index.ts';
import type { SocketHub } from './socketHub.ts';
import { readSocketTicket } from './socketTicket.ts';

/** Clients send nothing but pongs; a larger frame is abuse. */
const maxClientFrameBytes = 1024;
/** When a client refused by a full node may ask again: the web client's pause after a full node. */
const nodeFullRetryAfterSeconds = 5;

/**
 * `GET /api/ws`: one WebSocket per tab (ARCHITECTURE §5). The session cookie authenticates it, like
 * any call; the apps, which cannot send the cookie, pass the `userSig` ticket of the IM credentials
 * call instead. The server only pushes (contract `RealtimeEvent`); anything the client needs to ask
 * goes through the HTTP calls.
 */
export async function registerRealtimeRoutes(app: FastifyInstance, deps: Deps, hub: SocketHub) {
  await app.register(fastifyWebsocket, { options: { maxPayload: maxClientFrameBytes } });
  // A full node refuses before the upgrade and before any database lookup: the ticket or cookie
  // names the member, whose own limit still lets them swap their oldest tab for this one.
  const refuseWhenFull = async (request: FastifyRequest) => {
    const claims = socketClaims(deps, request);
    if (claims && !hub.mayHold(claims.userId))
      throw new AppError('REALTIME_NODE_FULL', { retryAfterSeconds: nodeFullRetryAfterSeconds });
  };
  app.get(
    realtimeSocketPath,
    { websocket: true, schema: { hide: true }, preValidation: refuseWhenFull },
    async (socket, request) => {
      const member = await memberOf(deps, request);
      if (!member) {
        socket.close(realtimeCloseCodes.unauthorised, 'sign in first');
        return;
      }
      // A client has nothing to say: any message is ignored rather than read.
      socket.on('message', () => undefined);
      const attached = await hub.attach(
        member.userId,
        { tokenHash: member.sessionTokenHash, expiresAt: member.expiresAt },
        socket,
      );
      if (attached !== 'attached') return;
      const ready: RealtimeEvent = { type: 'ready' };
      socket.send(JSON.stringify(ready));
    },
  );
}

async function memberOf(deps: Deps, request: FastifyRequest) {
  const claims = socketClaims(deps, request);
  if (!claims) return undefined;
  // The session must still be open (a logout ends the app's ticket too); its end bounds the socket.
  const session = await findSessionUser(deps.db, claims.sessionTokenHash, deps.clock.now());
  return session && session.user.id === claims.userId
    ? { ...claims, expiresAt: session.session.expiresAt }
    : undefined;
}

function socketClaims(deps: Deps, request: FastifyRequest) {
  if (request.viewer) {
    // A page of another site could open a socket to us with the member's cookie: only our own pages may.
    if (!isOwnOrigin(deps, request)) return undefined;
    return { userId: request.viewer.id, sessionTokenHash: request.viewer.sessionTokenHash };
  }
  const ticket = (request.query as Record<string, unknown>).userSig;
  if (typeof ticket !== 'string') return undefined;
  return readSocketTicket(deps, ticket, unixSeconds(deps.clock.now()));
}

/** Where a socket's session ends now (sessions slide with use), for the hub's heartbeat. */
export function sessionExpiryOf(deps: Deps) {
  return async (sessionTokenHash: string) =>
    (await findSessionUser(deps.db, sessionTokenHash, deps.clock.now()))?.session.expiresAt;
}

function isOwnOrigin(deps: Deps, request: FastifyRequest) {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const { host } = new URL(origin);
    return host === request.headers.host || host === new URL(deps.config.publicUrl).host;
  } catch {
    return false;
  }
}
