import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import enErrors from '@fanzone/contract/locales/en/errors.json' with { type: 'json' };
import { ApiError } from '../platform/api.ts';
import { serverMessage } from './serverMessage.ts';

async function translator() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { errors: enErrors, common: { networkError: 'Network Error' } } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n.t;
}

describe('the server answer beside an account form', () => {
  it('names what the answer names: how long to wait before trying again', async () => {
    const t = await translator();
    const delayed = new ApiError('LOGIN_DELAYED', 'wait', 429, undefined, { wait: '4:00' });
    expect(serverMessage(delayed, t)).toBe(
      'Too many wrong passwords for this account. To keep it safe, please try again in 4:00 (minutes:seconds)',
    );
    const wrong = new ApiError('INVALID_CREDENTIALS', 'wrong', 401);
    expect(serverMessage(wrong, t)).toBe('The username or password is not correct');
  });
});
