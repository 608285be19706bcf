import { local } from '../../ui/storage.ts';

/** The chosen country (spec §3 "Local data": countryCode). */
export const countryCodeKey = 'countryCode';

export function readStoredCountry(): string | null {
  return local.get(countryCodeKey);
}

export function storeCountry(code: string): void {
  local.set(countryCodeKey, code);
}
