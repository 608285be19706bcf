import { describe, expect, it } from 'vitest';
import { accountRoute } from './accountRoute.ts';

describe('account provider pages', () => {
  it('opens Log in by default and Register with screen=register', () => {
    expect(accountRoute('/idp/login/abc123', '')).toEqual({ page: 'login', uid: 'abc123', screen: 'login' });
    expect(accountRoute('/idp/login/abc123', '?screen=register')).toEqual({
      page: 'login',
      uid: 'abc123',
      screen: 'register',
    });
  });
  it('knows the account page and nothing else', () => {
    expect(accountRoute('/idp/account', '')).toEqual({ page: 'account' });
    expect(accountRoute('/idp/other', '')).toEqual({ page: 'unknown' });
  });
});
