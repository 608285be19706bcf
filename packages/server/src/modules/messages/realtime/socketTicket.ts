import crypto from 'node:crypto';
import type { Deps } from '../../../platform/deps.ts';

/** The site secret that signs realtime tickets (generated on first start, shared by every node). */
export const socketTicketSecretName = 'realtime_ticket_secret';
/** Long enough to open a socket on a slow network; a reconnect after that asks for a new one. */
export const socketTicketLifetimeSeconds = 300;

type TicketClaims = { userId: bigint; sessionTokenHash: string; expiresAt: number };

function secretOf(deps: Pick<Deps, 'secrets'>) {
  const secret = deps.secrets.get(socketTicketSecretName);
  if (!secret) throw new Error(`site secret ${socketTicketSecretName} is not loaded`);
  return secret;
}

const sign = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`realtime:${payload}`).digest('base64url');

/**
 * The `userSig` of spec §3's IM credentials: a signed, short-lived ticket naming the member and the
 * session it was issued to, for clients that cannot send the session cookie with the socket (the
 * apps). Logging that session out closes sockets opened with it too.
 */
export function issueSocketTicket(deps: Pick<Deps, 'secrets'>, claims: TicketClaims): string {
  const payload = `${claims.userId}.${claims.expiresAt}.${claims.sessionTokenHash}`;
  return `${payload}.${sign(secretOf(deps), payload)}`;
}

const ticketPattern = /^(\d{1,19})\.(\d{1,12})\.([0-9a-f]{64})\.([A-Za-z0-9_-]{43})$/;

/** The ticket's claims if it is ours and still valid at `nowSeconds`. */
export function readSocketTicket(
  deps: Pick<Deps, 'secrets'>,
  ticket: string,
  nowSeconds: number,
): TicketClaims | undefined {
  const match = ticketPattern.exec(ticket);
  if (!match) return undefined;
  const [, userId, expiresAt, sessionTokenHash, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = sign(secretOf(deps), `${userId}.${expiresAt}.${sessionTokenHash}`);
  if (!crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return undefined;
  if (Number(expiresAt) < nowSeconds) return undefined;
  return { userId: BigInt(userId), sessionTokenHash, expiresAt: Number(expiresAt) };
}
