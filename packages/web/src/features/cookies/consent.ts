import { cookieConsentNames, limits } from '@fanzone/contract';

/** Cookie names of spec §3 "Local data" (the server reads the first: it draws the notice or not). */
export const acceptCookieName = cookieConsentNames.accept;
export const manageCookieName = cookieConsentNames.manage;

/** Necessary (always on), Functional, Analytics, Advertising: the manage panel's four switches. */
export type ConsentFlags = [true, boolean, boolean, boolean];
export const consentCategories = ['necessary', 'functional', 'analytics', 'advertising'] as const;
export const defaultConsentFlags: ConsentFlags = [true, false, false, false];

/** One cookie's decoded value from `document.cookie`, or undefined. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    const key = (index === -1 ? part : part.slice(0, index)).trim();
    if (key !== name) continue;
    const raw = index === -1 ? '' : part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The saved choices (a JSON array of four booleans); anything unreadable means the defaults. */
export function parseConsentFlags(value: string | undefined): ConsentFlags {
  if (!value) return [...defaultConsentFlags];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed) || parsed.length !== 4) return [...defaultConsentFlags];
    const [, functional, analytics, advertising] = parsed.map((flag) => flag === true);
    return [true, functional ?? false, analytics ?? false, advertising ?? false];
  } catch {
    return [...defaultConsentFlags];
  }
}

export function serializeConsentFlags(flags: ConsentFlags): string {
  return JSON.stringify(flags);
}

/** A `document.cookie` assignment that keeps the choice for spec §9's cookie lifetime. */
export function consentCookie(name: string, value: string, secure: boolean): string {
  const attributes = [`Max-Age=${limits.cookies.lifetimeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${name}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

/** Shown until accepted; never inside the brand's apps; only where the region asks for it. */
export function shouldShowCookieNotice(input: {
  cookieString: string;
  inApp: boolean;
  regionWantsNotice: boolean;
}) {
  return (
    input.regionWantsNotice && !input.inApp && readCookie(input.cookieString, acceptCookieName) === undefined
  );
}
