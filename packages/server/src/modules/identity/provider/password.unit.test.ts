import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.ts';
import { hashPassword, passwordHasher, verifyPassword } from './password.ts';

/** N of a stored hash (`scrypt$N$r$p$salt$key`). */
const costOf = (stored: string) => Number(stored.split('$')[1]);

describe('password hashes', () => {
  it('hash at scrypt N = 2^15 unless PASSWORD_HASH_COST says otherwise, and refuse a cost outside 10–16', () => {
    expect(loadConfig({}, '/srv').passwordHashCost).toBe(15);
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }, '/srv').passwordHashCost).toBe(12);
    for (const bad of ['9', '17', 'high', '12.5'])
      expect(() => loadConfig({ PASSWORD_HASH_COST: bad }, '/srv')).toThrow('PASSWORD_HASH_COST');
  });

  it('keep their own cost, so a hash made before the setting changed still verifies', async () => {
    const cheap = await hashPassword('Night mode 夜间', 10);
    const dear = await hashPassword('Night mode 夜间', 11);
    expect([costOf(cheap), costOf(dear)]).toEqual([1024, 2048]);
    expect(await verifyPassword('Night mode 夜间', cheap)).toBe(true);
    expect(await verifyPassword('Night mode 夜间', dear)).toBe(true);
    expect(await verifyPassword('Night mode', dear)).toBe(false);
    expect(await verifyPassword('Night mode 夜间', 'bcrypt$x')).toBe(false);
  });

  it('check a login naming no account against a decoy of the same cost, which no password opens', async () => {
    const { hash, decoy } = passwordHasher(10);
    expect(costOf(await decoy())).toBe(costOf(await hash('any')));
    expect(await decoy()).toBe(await decoy());
    expect(await verifyPassword('', await decoy())).toBe(false);
  });
});
