import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** scrypt's memory ceiling: room for the highest cost the setting allows (128 · N · r bytes at 2^16). */
const maxmem = 128 * 1024 * 1024;
const keyLength = 32;

/**
 * A password's hash by scrypt (memory-hard, built into Node: no native add-on) at N = 2^cost, r = 8.
 * The default cost (PASSWORD_HASH_COST=15) takes 32 MiB and about 0.1 s of CPU per hash or check;
 * login is rate-limited on top. A hash keeps its own parameters, so hashes made before the setting
 * changed still verify.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const parameters = { N: 2 ** cost, r: 8, p: 1, maxmem };
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, keyLength, parameters);
  return [
    'scrypt',
    parameters.N,
    parameters.r,
    parameters.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * The login's hashing at the configured cost, with its decoy: a hash of a random password at the
 * same cost, checked when a login names no account, so both answers take as long.
 */
export function passwordHasher(cost: number) {
  const decoy = hashPassword(crypto.randomBytes(16).toString('hex'), cost);
  return { hash: (password: string) => hashPassword(password, cost), decoy: () => decoy };
}
export type PasswordHasher = ReturnType<typeof passwordHasher>;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expectedKey.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return crypto.timingSafeEqual(key, expectedKey);
}
