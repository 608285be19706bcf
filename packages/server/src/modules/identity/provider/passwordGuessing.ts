import type { AttemptLog } from '../../../platform/attemptLog.ts';
import type { Config } from '../../../platform/config.ts';
import { AppError } from '../../../platform/http/errors.ts';

/**
 * How password checks at one account are slowed (config `loginGuessing`): the first failures in the
 * window are free, after them each further check waits a delay that doubles with every failure, up
 * to a cap. Never a lockout: the owner gets in once the delay has passed, and their success forgets
 * the failures.
 */
type PasswordGuessingRule = Config['loginGuessing'];

/** How long (ms) a check at an account with these earlier failures must still wait; 0 when it may run. */
export function passwordCheckWaitMs(earlierFailures: number[], now: number, rule: PasswordGuessingRule) {
  const beyondFree = earlierFailures.length - rule.failuresBeforeDelay;
  if (beyondFree < 0) return 0;
  const delay = Math.min(rule.firstDelayMs * 2 ** beyondFree, rule.maxDelayMs);
  return Math.max(0, Math.max(...earlierFailures) + delay - now);
}

/**
 * The login as the account lookup and the failure count both see it, so a variant of a name
 * (full-width letters, other case, spaces around) finds the same account and the same count.
 */
export function normalizeLogin(login: string) {
  return login.normalize('NFKC').trim().toLowerCase();
}

/**
 * The spellings an account lookup tries: the login as typed (trimmed, in lower case), then
 * normalised, since a username may be registered with letters normalising changes (full-width
 * ｎｏｖａ is a valid username) and its owner types it as registered.
 */
export function loginSpellings(login: string): [string, ...string[]] {
  const typed = login.trim().toLowerCase();
  const normalised = normalizeLogin(login);
  return normalised === typed ? [typed] : [typed, normalised];
}

/**
 * What the failures are counted against: the account when the login names one, otherwise the
 * normalised name, so a name without an account is delayed exactly as one with an account is and
 * is not told apart by being delayed or not. An account's username and e-mail share its count: a
 * guesser who knows both can learn they belong together, an accepted trade-off for counting every
 * guess at one account together. A browser known to the account (knownDevice.ts) has a count of its
 * own instead, so strangers' guesses do not keep the owner out while a stolen cookie is still slowed.
 */
export function guessTargetOf(
  account: string | undefined,
  normalizedLogin: string,
  knownDevice?: { accountId: string; deviceId: string },
) {
  if (!account) return `name:${normalizedLogin}`;
  if (knownDevice?.accountId === account) return `device:${account}:${knownDevice.deviceId}`;
  return `account:${account}`;
}

/**
 * A wait as m:ss, rounded up to the second: a number every language reads the same way, without the
 * plural forms ("1 minute", "2 minutes", Arabic's six) the error catalogue has no way to choose.
 */
export function minutesAndSeconds(waitMs: number) {
  const seconds = Math.ceil(waitMs / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Runs one password check at `target` under the rule: refuses it with LOGIN_DELAYED (429, Retry-After)
 * while the target's delay lasts, counts it as a failure unless `check` answers true, and forgets the
 * target's failures when it does.
 */
export async function throttledPasswordCheck(
  attempts: AttemptLog,
  rule: PasswordGuessingRule,
  now: () => number,
  target: string,
  check: () => Promise<boolean>,
) {
  // Recorded before the check, so parallel guesses are counted against each other (attemptLog.ts).
  const attempt = await attempts.record(target);
  const waitMs = passwordCheckWaitMs(attempt.earlier, now(), rule);
  if (waitMs > 0) {
    await attempt.withdraw();
    throw new AppError('LOGIN_DELAYED', {
      values: { wait: minutesAndSeconds(waitMs) },
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  }
  const passed = await check();
  if (passed) await attempts.clear(target);
  return passed;
}
