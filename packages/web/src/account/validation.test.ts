import { describe, expect, it } from 'vitest';
import { validateLogin, validateRegister } from './validation.ts';

describe('account form checks', () => {
  const good = { username: 'fan_01', email: 'Fan@Example.com', password: 'long enough' };

  it('accepts a valid registration', () => {
    expect(validateRegister(good)).toEqual({});
  });

  it('names each problem', () => {
    expect(validateRegister({ username: '', email: 'nope', password: 'short' })).toEqual({
      username: { key: 'validation.required' },
      email: { key: 'validation.email' },
      password: { key: 'validation.passwordLength', values: { min: 8, max: 128 } },
    });
  });

  it('tells length apart from characters for usernames', () => {
    expect(validateRegister({ ...good, username: 'ab' }).username?.key).toBe('validation.usernameLength');
    expect(validateRegister({ ...good, username: 'bad name!' }).username?.key).toBe(
      'validation.usernameChars',
    );
    expect(validateRegister({ ...good, username: '相机爱好者' }).username).toBeUndefined();
  });

  it('requires both login fields', () => {
    expect(validateLogin({ login: ' ', password: '' })).toEqual({
      login: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
    expect(validateLogin({ login: 'fan', password: 'x' })).toEqual({});
  });
});
