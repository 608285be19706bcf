import { AppError } from './errors.ts';

/**
 * List cursors are opaque to clients: the last row's sort key (as the database printed it, so no
 * precision is lost) in base64url JSON. A tampered cursor is a validation error, never a 500.
 */
export function encodeCursor(sortKey: string[]): string {
  return Buffer.from(JSON.stringify(sortKey)).toString('base64url');
}

const partPatterns = {
  timestamp:
    /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})[ T](?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})(\.\d{1,6})?(?<zone>[+-](?<zoneHours>\d{2})(:?(?<zoneMinutes>\d{2}))?|Z)?$/,
  number: /^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/i,
  id: /^\d{1,19}$/,
  boolean: /^(true|false)$/,
};
export type CursorPart = keyof typeof partPatterns;

/** The largest bigint PostgreSQL stores (ids are bigint). */
const maxBigint = 9_223_372_036_854_775_807n;
/** The smallest magnitude a float8 takes without underflowing (PostgreSQL refuses smaller ones). */
const smallestFloat8 = 2.2250738585072014e-308;

/** A calendar date and clock time that exist: no 30 February, no year 0, no 24:00 (PostgreSQL refuses them). */
function isRealTimestamp(groups: Record<string, string | undefined>): boolean {
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map(
    (name) => Number(groups[name]),
  ) as [number, number, number, number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const zoneFits = Number(groups.zoneHours ?? 0) <= 15 && Number(groups.zoneMinutes ?? 0) < 60;
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    zoneFits
  );
}

/** A number float8 holds: finite, and not so small that it underflows (`1e-999`). */
function isFloat8(value: string): boolean {
  const number = Number(value);
  if (!Number.isFinite(number)) return false;
  return number === 0 ? !/[1-9]/.test(value.split(/e/i)[0]!) : Math.abs(number) >= smallestFloat8;
}

function isValidPart(kind: CursorPart, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = partPatterns[kind].exec(value);
  if (!match) return false;
  if (kind === 'id') return BigInt(value) <= maxBigint;
  if (kind === 'timestamp') return isRealTimestamp(match.groups ?? {});
  if (kind === 'number') return isFloat8(value);
  return true;
}

/** Each part must look like its type, so the database never sees a value it cannot cast. */
export function decodeCursor(text: string | undefined, parts: readonly CursorPart[]): string[] | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === parts.length &&
      value.every((part, index) => isValidPart(parts[index]!, part))
    ) {
      return value as string[];
    }
  } catch {
    // fall through to the validation error
  }
  throw new AppError('VALIDATION_FAILED', { fields: { 'query.cursor': 'invalid' } });
}

/** Splits a fetched `limit + 1` rows into the page and its envelope `page` part. */
export function pageOf<T extends { sortKey: string[] }>(rows: T[], limit: number) {
  return pageBy(rows, limit, (row) => row.sortKey);
}

/** The same for rows whose sort key is read off them (keyset pages by id, say). */
export function pageBy<T>(rows: T[], limit: number, sortKeyOf: (row: T) => string[]) {
  const shown = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return {
    rows: shown,
    page: { cursor: hasMore && shown.length ? encodeCursor(sortKeyOf(shown.at(-1)!)) : null, hasMore },
  };
}
