import type { registerBodySchema } from '@fanzone/contract';
import type { z } from 'zod';
import type { AttemptLog } from '../../../platform/attemptLog.ts';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { isUsernameTaken } from '../identity.queries.ts';
import type { PasswordHasher } from './password.ts';
import { verifyPassword } from './password.ts';
import type { KnownDevice } from './knownDevice.ts';
import { guessTargetOf, loginSpellings, normalizeLogin, throttledPasswordCheck } from './passwordGuessing.ts';
import { accountTaken, findAccountByLogin, insertAccount } from './provider.queries.ts';

/**
 * Checks a login (username or e-mail) and password; the same answer and timing for both failures,
 * and the same delay after repeated failures (passwordGuessing.ts) whether the account exists or not.
 * A browser known to the account counts its own failures instead of waiting out the account's.
 */
export async function verifyLogin(
  deps: Deps,
  passwords: PasswordHasher,
  attempts: AttemptLog,
  credentials: { login: string; password: string; knownDevice?: KnownDevice },
) {
  const { password, knownDevice } = credentials;
  const login = normalizeLogin(credentials.login);
  const account = await findAccountByLogin(deps.db, loginSpellings(credentials.login));
  const matches = await throttledPasswordCheck(
    attempts,
    deps.config.loginGuessing,
    () => deps.clock.now().getTime(),
    guessTargetOf(account?.id, login, knownDevice),
    async () =>
      (await verifyPassword(password, account?.passwordHash ?? (await passwords.decoy()))) && !!account,
  );
  if (!account || !matches) throw new AppError('INVALID_CREDENTIALS');
  return account;
}

/**
 * Creates an account of the embedded provider. A username is refused when another account or a
 * forum member (from any issuer) already uses it, so the forum never has to rename anyone.
 */
export async function registerAccount(
  deps: Deps,
  passwords: PasswordHasher,
  input: z.output<typeof registerBodySchema>,
) {
  const taken = await accountTaken(deps.db, input.username, input.email);
  if (taken.username || (await isUsernameTaken(deps.db, input.username))) {
    throw new AppError('USERNAME_TAKEN', { fields: { username: 'taken' } });
  }
  if (taken.email) throw new AppError('EMAIL_TAKEN', { fields: { email: 'taken' } });
  const passwordHash = await passwords.hash(input.password);
  try {
    return await insertAccount(deps.db, { username: input.username, email: input.email, passwordHash });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN', { fields: { username: 'taken' } });
    throw error;
  }
}
