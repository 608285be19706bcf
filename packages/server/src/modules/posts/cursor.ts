import { AppError } from '../../platform/http/errors.ts';

/**
 * List cursors are opaque to clients: the last row's sort key (as the database printed it, so no
 * precision is lost) in base64url JSON. A tampered cursor is a validation error, never a 500.
 */
export function encodeCursor(sortKey: string[]): string {
  return Buffer.from(JSON.stringify(sortKey)).toString('base64url');
}

const partPatterns = {
  timestamp: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/,
  number: /^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/i,
  id: /^\d{1,19}$/,
  boolean: /^(true|false)$/,
};
export type CursorPart = keyof typeof partPatterns;

function isValidPart(kind: CursorPart, value: unknown): value is string {
  if (typeof value !== 'string' || !partPatterns[kind].test(value)) return false;
  if (kind === 'id') return BigInt(value) <= 9_223_372_036_854_775_807n;
  if (kind === 'timestamp')
    return !Number.isNaN(Date.parse(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')));
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
  const shown = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return {
    rows: shown,
    page: { cursor: hasMore && shown.length ? encodeCursor(shown.at(-1)!.sortKey) : null, hasMore },
  };
}
