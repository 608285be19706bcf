import { limits, regions, usernameSchema } from '@fanzone/contract';
import crypto from 'node:crypto';
import type { Deps } from '../../platform/deps.ts';
import { generatedAvatarSvg } from './avatar.ts';
import type { UserRow } from './identity.queries.ts';
import { findUserByIdentity, insertUser, isUsernameTaken, updateUser } from './identity.queries.ts';

type Claims = { sub: string; preferred_username?: unknown; email?: unknown; name?: unknown };

/**
 * Finds or creates the forum member behind a provider identity (issuer + subject). A new member gets
 * the provider's username when it is free and valid here, otherwise a free variant of it, a generated
 * avatar, and the region's country when the region has only one.
 */
export async function memberForIdentity(deps: Deps, issuer: string, claims: Claims) {
  const existing = await findUserByIdentity(deps.db, issuer, claims.sub);
  const now = deps.clock.now();
  if (existing) {
    // An avatar whose upload failed at the first login is made now.
    const avatarUrl =
      existing.avatarUrl || (await storeGeneratedAvatar(deps, existing.id, existing.username));
    return (await updateUser(deps.db, existing.id, { lastSeenAt: now, avatarUrl }))!;
  }

  const region = regions[deps.config.region];
  let user: UserRow | undefined;
  // Two first logins racing (two tabs, a double-clicked callback, two nodes) end with one member:
  // the identity's unique key decides; a username taken in between is retried with a variant.
  for (let attempt = 0; !user && attempt < 3; attempt += 1) {
    try {
      user = await insertUser(deps.db, {
        issuer,
        subject: claims.sub,
        username: await freeUsername(deps, preferredName(claims)),
        countryCode: region.countryCodes.length === 1 ? region.countryCodes[0] : null,
        createdAt: now,
        lastSeenAt: now,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await findUserByIdentity(deps.db, issuer, claims.sub);
      if (raced) return raced;
    }
  }
  if (!user) throw new Error('could not find a free username');
  return (await updateUser(deps.db, user.id, {
    avatarUrl: await storeGeneratedAvatar(deps, user.id, user.username),
  }))!;
}

/** Stores a generated avatar; a storage failure leaves the member without one until next login. */
async function storeGeneratedAvatar(deps: Deps, userId: bigint, username: string): Promise<string> {
  try {
    return (
      await deps.storage.put(
        `avatars/${userId}.svg`,
        Buffer.from(generatedAvatarSvg(username)),
        'image/svg+xml',
      )
    ).url;
  } catch (error) {
    deps.log.warn({ err: error, userId: userId.toString() }, 'could not store a generated avatar');
    return '';
  }
}

function preferredName(claims: Claims): string {
  const candidates = [
    claims.preferred_username,
    claims.name,
    typeof claims.email === 'string' ? claims.email.split('@')[0] : undefined,
  ];
  for (const candidate of candidates) {
    const parsed = usernameSchema.safeParse(
      typeof candidate === 'string' ? candidate.replace(/\s+/g, '_') : candidate,
    );
    if (parsed.success) return parsed.data;
  }
  return 'fan';
}

async function freeUsername(deps: Deps, wanted: string): Promise<string> {
  if (!(await isUsernameTaken(deps.db, wanted))) return wanted;
  const stem = wanted.slice(0, limits.account.usernameMaxLength - 5);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `${stem}_${crypto.randomInt(1000, 9999)}`;
    if (!(await isUsernameTaken(deps.db, candidate))) return candidate;
  }
  return `${stem}_${crypto.randomBytes(3).toString('hex')}`;
}

function isUniqueViolation(error: unknown): boolean {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
