import { describe, expect, it } from 'vitest';
import type { CursorPart } from './cursor.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

const decode = (parts: unknown[], kinds: CursorPart[]) =>
  decodeCursor(Buffer.from(JSON.stringify(parts)).toString('base64url'), kinds);
const refused = { code: 'VALIDATION_FAILED' };

describe('list cursors', () => {
  it('round-trips what the database printed', () => {
    const key = ['2026-11-25 12:00:00.123456+00', '1234.5678', '9223372036854775807', 'true'];
    expect(decodeCursor(encodeCursor(key), ['timestamp', 'number', 'id', 'boolean'])).toEqual(key);
    expect(decode(['2024-02-29T23:59:59Z', '0', '1e-300'], ['timestamp', 'number', 'number'])).toBeDefined();
  });

  it('refuses a time that does not exist, as PostgreSQL would', () => {
    for (const time of [
      '2026-02-30 10:00:00',
      '2025-02-29 10:00:00',
      '0000-01-01 00:00:00',
      '2026-13-01 00:00:00',
      '2026-11-25 24:00:00',
      '2026-11-25 12:60:00',
      '2026-11-25 12:00:60',
      '2026-11-25 12:00:00+16',
    ])
      expect(() => decode([time, '1'], ['timestamp', 'id']), time).toThrow(expect.objectContaining(refused));
  });

  it('refuses numbers a float8 cannot hold and ids beyond a bigint', () => {
    for (const number of ['1e999', '-1e999', '1e-999', '0.5e-320'])
      expect(() => decode([number, '1'], ['number', 'id']), number).toThrow(expect.objectContaining(refused));
    expect(() => decode(['1', '9223372036854775808'], ['number', 'id'])).toThrow(
      expect.objectContaining(refused),
    );
    expect(() => decode(['1', '99999999999999999999'], ['number', 'id'])).toThrow(
      expect.objectContaining(refused),
    );
  });

  it('refuses what is not a cursor at all', () => {
    for (const text of [
      '%%%',
      Buffer.from('not json').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ])
      expect(() => decodeCursor(text, ['id']), text).toThrow(expect.objectContaining(refused));
    expect(() => decode([1], ['id'])).toThrow(expect.objectContaining(refused));
  });
});
