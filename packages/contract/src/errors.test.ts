import { describe, expect, it } from 'vitest';
import ar from './locales/ar/errors.json' with { type: 'json' };
import en from './locales/en/errors.json' with { type: 'json' };
import ru from './locales/ru/errors.json' with { type: 'json' };
import zhCN from './locales/zh-CN/errors.json' with { type: 'json' };
import { errorCodes } from './errors.ts';

describe('error catalogue', () => {
  it.each(Object.entries({ en, 'zh-CN': zhCN, ru, ar }))(
    '%s translates exactly the catalogue codes',
    (_locale, messages) => {
      expect(Object.keys(messages).sort()).toEqual([...errorCodes].sort());
      for (const message of Object.values(messages)) expect(message.trim()).not.toBe('');
    },
  );

  it("keeps the spec's exact English wording", () => {
    expect(en.USERNAME_TAKEN).toBe('Sorry, Username Already Taken. Please Choose Another');
    expect(en.USER_BANNED).toBe('Sorry, you have been banned. You cannot perform any action at this moment.');
    expect(en.LOGIN_REQUIRED).toBe('Please log in');
    expect(en.PAGE_EXPIRED).toBe('This page has expired.');
  });
});
