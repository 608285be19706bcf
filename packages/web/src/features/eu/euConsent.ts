import { local, session } from '../../ui/storage.ts';

/** Storage keys of spec §3: the cached EU lookup and the once-per-session confirmation. */
export const euCacheKey = 'global_is_eu';
export const euSessionKey = 'global_eu_data_confirm';

export function readCachedIsEu(): boolean | null {
  const value = local.get(euCacheKey);
  return value === 'true' ? true : value === 'false' ? false : null;
}

export function cacheIsEu(isEu: boolean): void {
  local.set(euCacheKey, String(isEu));
}

export function isEuConfirmedThisSession(): boolean {
  return session.get(euSessionKey) !== null;
}

export function markEuConfirmed(): void {
  session.set(euSessionKey, '1');
}

export type EuGateStep = 'lookup' | 'confirm' | 'stopped' | 'pass';

/**
 * Where the start of the global build stands (spec §4): a visitor in Europe confirms once per session
 * that data is stored in Singapore; Cancel stops the start. `isEu` is null while the lookup runs.
 */
export function euGateStep(input: {
  enabled: boolean;
  isEu: boolean | null;
  confirmed: boolean;
  cancelled: boolean;
}): EuGateStep {
  if (!input.enabled || input.confirmed) return 'pass';
  if (input.cancelled) return 'stopped';
  if (input.isEu === null) return 'lookup';
  return input.isEu ? 'confirm' : 'pass';
}
