import { describe, expect, it } from 'vitest';
import { findUnstorableInput, isStorableText } from './storableInput.ts';

describe('storable input', () => {
  it('takes any text PostgreSQL stores as it is, emoji and every script included', () => {
    for (const text of ['', 'Night mode 夜景 ночной режим الوضع الليلي', '📷👍🏽', 'tab\there'])
      expect(isStorableText(text), text).toBe(true);
  });

  it('refuses NUL characters and lone surrogates', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\uD83D', '\uDC4Dx', '\uDC4D\uD83D'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('finds the first unstorable string or key, and nesting past the limit, without recursion', () => {
    expect(findUnstorableInput({ title: 'ok', data: { options: ['a', 'b\u0000'] } }, 32)).toEqual({
      path: 'data.options.1',
      problem: 'text',
    });
    expect(findUnstorableInput({ data: { 'bad\uD800key': 1 } }, 32)).toEqual({
      path: 'data',
      problem: 'text',
    });
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableInput({ data: deep }, 32)?.problem).toBe('depth');
    expect(findUnstorableInput({ a: [{ b: [1, true, null, 'fine'] }] }, 32)).toBeNull();
  });
});
