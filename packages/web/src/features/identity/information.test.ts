import { describe, expect, it } from 'vitest';
import { limits, usernameSchema } from '@fanzone/contract';
import { usernameProblem } from './information.ts';

describe('usernameProblem', () => {
  const { usernameMinLength: min, usernameMaxLength: max } = limits.account;

  it('accepts what the server accepts, in any script', () => {
    for (const name of ['priya_clicks', 'Алексей', 'أحمد', 'fan.2024-x', '  spaced  ', 'a'.repeat(max)])
      expect([name, usernameProblem(name)]).toEqual([name, null]);
  });

  it('names what is wrong: empty, length, characters', () => {
    expect(usernameProblem('   ')).toBe('empty');
    expect(usernameProblem('a'.repeat(min - 1))).toBe('length');
    expect(usernameProblem('a'.repeat(max + 1))).toBe('length');
    expect(usernameProblem('two words')).toBe('characters');
    expect(usernameProblem('fan!')).toBe('characters');
  });

  it('agrees with the contract schema the server validates with', () => {
    for (const name of ['ok_name', 'no', 'x'.repeat(max + 1), 'bad name', 'émile', 'a/b', ' pad_ded '])
      expect([name, usernameProblem(name) === null]).toEqual([name, usernameSchema.safeParse(name).success]);
  });
});
