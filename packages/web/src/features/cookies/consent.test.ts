import { describe, expect, it } from 'vitest';
import { limits } from '@fanzone/contract';
import {
  acceptCookieName,
  consentCookie,
  manageCookieName,
  parseConsentFlags,
  readCookie,
  serializeConsentFlags,
  shouldShowCookieNotice,
} from './consent.ts';

describe('cookie consent', () => {
  it('reads one cookie among many, decoded', () => {
    const jar = `a=1; ${manageCookieName}=${encodeURIComponent('[true,true,false,true]')}; ${acceptCookieName}=1`;
    expect(readCookie(jar, manageCookieName)).toBe('[true,true,false,true]');
    expect(readCookie(jar, acceptCookieName)).toBe('1');
    expect(readCookie(jar, 'missing')).toBeUndefined();
    expect(readCookie('', acceptCookieName)).toBeUndefined();
  });

  it('parses the four flags and keeps Necessary on', () => {
    expect(parseConsentFlags('[true,true,false,true]')).toEqual([true, true, false, true]);
    expect(parseConsentFlags('[false,false,true,false]')).toEqual([true, false, true, false]);
  });

  it('falls back to the defaults (all optional off) for missing or broken values', () => {
    expect(parseConsentFlags(undefined)).toEqual([true, false, false, false]);
    expect(parseConsentFlags('not json')).toEqual([true, false, false, false]);
    expect(parseConsentFlags('[true,true]')).toEqual([true, false, false, false]);
    expect(parseConsentFlags('{"a":1}')).toEqual([true, false, false, false]);
    expect(parseConsentFlags('[true,"yes",1,true]')).toEqual([true, false, false, true]);
  });

  it('round-trips through the cookie value', () => {
    expect(parseConsentFlags(serializeConsentFlags([true, false, true, true]))).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('writes the cookie with the spec lifetime', () => {
    const cookie = consentCookie(acceptCookieName, '1', true);
    expect(cookie).toContain(`Max-Age=${limits.cookies.lifetimeSeconds}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
    expect(consentCookie(acceptCookieName, '1', false)).not.toContain('Secure');
  });

  it('shows the notice until accepted, never inside the apps', () => {
    expect(shouldShowCookieNotice({ cookieString: '', inApp: false, regionWantsNotice: true })).toBe(true);
    expect(
      shouldShowCookieNotice({
        cookieString: `${acceptCookieName}=1`,
        inApp: false,
        regionWantsNotice: true,
      }),
    ).toBe(false);
    expect(shouldShowCookieNotice({ cookieString: '', inApp: true, regionWantsNotice: true })).toBe(false);
    expect(shouldShowCookieNotice({ cookieString: '', inApp: false, regionWantsNotice: false })).toBe(false);
  });
});
