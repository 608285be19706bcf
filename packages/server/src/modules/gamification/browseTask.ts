import { limits } from '@fanzone/contract';
import crypto from 'node:crypto';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { assertMayEarnRewards } from './rewards.policy.ts';
import { recordDailyActivity } from './activities.ts';

/** The site secret that signs browse tickets (generated on first start, shared by every node). */
export const browseTicketSecretName = 'browse_ticket_secret';
/** A ticket older than this is from an abandoned page, not a browse in progress. */
const ticketLifetimeMs = 60 * 60 * 1000;
const ticketPattern = /^(\d{1,19})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, userId: bigint, issuedAtMs: number) {
  return crypto
    .createHmac('sha256', secret)
    .update(`page.browsed:${userId}:${issuedAtMs}`)
    .digest('base64url');
}

function secretOf(deps: Pick<Deps, 'secrets'>) {
  const secret = deps.secrets.get(browseTicketSecretName);
  if (!secret) throw new Error(`site secret ${browseTicketSecretName} is not loaded`);
  return secret;
}

/**
 * Starts the brand-page task (spec §1, §9): a ticket naming the member and when they started, signed so
 * the client cannot back-date it. Nothing is stored; the finish call checks the ticket alone, so
 * start and finish may land on different nodes.
 */
export function startBrowse(deps: Pick<Deps, 'secrets' | 'clock'>, viewer: Viewer) {
  assertMayEarnRewards(viewer);
  const issuedAtMs = deps.clock.now().getTime();
  return {
    ticket: `${viewer.id}.${issuedAtMs}.${signature(secretOf(deps), viewer.id, issuedAtMs)}`,
    seconds: limits.browseTaskSeconds,
  };
}

/**
 * Finishes the task once the member has been on the page for the browse time: the ticket must be
 * ours, theirs, and between the browse time and an hour old. Counts `page.browsed` for today (once a
 * day, however many tickets arrive) and answers whether this call counted it.
 */
export async function finishBrowse(deps: Deps, viewer: Viewer, ticket: string) {
  assertMayEarnRewards(viewer);
  const parts = ticketPattern.exec(ticket);
  if (!parts) throw new AppError('BROWSE_TICKET_INVALID');
  const userId = BigInt(parts[1]!);
  const issuedAtMs = Number(parts[2]);
  const expected = Buffer.from(signature(secretOf(deps), userId, issuedAtMs));
  if (!crypto.timingSafeEqual(expected, Buffer.from(parts[3]!)) || userId !== viewer.id)
    throw new AppError('BROWSE_TICKET_INVALID');
  const elapsedMs = deps.clock.now().getTime() - issuedAtMs;
  if (elapsedMs > ticketLifetimeMs) throw new AppError('BROWSE_TICKET_INVALID');
  const neededMs = limits.browseTaskSeconds * 1000;
  if (elapsedMs < neededMs)
    throw new AppError('BROWSE_TOO_SOON', { values: { seconds: Math.ceil((neededMs - elapsedMs) / 1000) } });
  return recordDailyActivity(deps, viewer.id, 'page.browsed');
}
