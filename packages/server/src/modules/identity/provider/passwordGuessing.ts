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
 * What the failures are counted against: the account when the login names one (by username or
 * e-mail alike), otherwise the name as typed, so a name without an account answers exactly as one
 * with an account does and cannot be told apart by being delayed or not.
 */
export function guessTargetOf(accountId: string | undefined, login: string) {
  return accountId ? `account:${accountId}` : `name:${login.normalize('NFKC').trim().toLowerCase()}`;
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
      values: { minutes: Math.ceil(waitMs / 60_000) },
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  }
  const passed = await check();
  if (passed) await attempts.clear(target);
  return passed;
}
