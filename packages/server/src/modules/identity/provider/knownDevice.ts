import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';

/** The site secret that signs known-device cookies (generated on first start, shared by every node). */
export const knownDeviceSecretName = 'known_device_secret';
const cookieName = 'fz_known_device';
/** Only the provider's login calls read it, so no other request carries it. */
const cookiePath = '/api/idp/interaction/';

/** A browser that has signed in to `accountId` before; `deviceId` names the browser. */
export type KnownDevice = { accountId: string; deviceId: string };

function secretOf(deps: Pick<Deps, 'secrets'>) {
  const secret = deps.secrets.get(knownDeviceSecretName);
  if (!secret) throw new Error(`site secret ${knownDeviceSecretName} is not loaded`);
  return secret;
}

const sign = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`known-device:${payload}`).digest('base64url');

const cookiePattern = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/i;

/** The cookie's claim if we signed it; a forged or altered one is no claim at all. */
export function readKnownDevice(
  deps: Pick<Deps, 'secrets'>,
  value: string | undefined,
): KnownDevice | undefined {
  const match = value ? cookiePattern.exec(value) : null;
  if (!match) return undefined;
  const [, accountId, deviceId, signature] = match as unknown as [string, string, string, string];
  const expected = sign(secretOf(deps), `${accountId}.${deviceId}`);
  if (!crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return undefined;
  return { accountId, deviceId };
}

export function knownDeviceCookie(deps: Pick<Deps, 'secrets'>, device: KnownDevice) {
  const payload = `${device.accountId}.${device.deviceId}`;
  return `${payload}.${sign(secretOf(deps), payload)}`;
}

/** The known-device claim the request's browser carries, if any. */
export const knownDeviceOf = (deps: Pick<Deps, 'secrets'>, request: FastifyRequest) =>
  readKnownDevice(deps, request.cookies[cookieName]);

/**
 * Marks the browser as known to `accountId` after a right password. It keeps its device id when it
 * was already known to that account, so its own count of failures (passwordGuessing.ts) stays.
 */
export function rememberKnownDevice(
  deps: Pick<Deps, 'secrets' | 'config'>,
  reply: FastifyReply,
  accountId: string,
  earlier: KnownDevice | undefined,
) {
  const deviceId =
    earlier?.accountId === accountId ? earlier.deviceId : crypto.randomBytes(16).toString('base64url');
  reply.setCookie(cookieName, knownDeviceCookie(deps, { accountId, deviceId }), {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.publicUrl.startsWith('https://'),
    maxAge: deps.config.loginGuessing.knownDeviceMaxAgeSeconds,
  });
}
