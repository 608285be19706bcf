import { z } from 'zod';
import type { Locale } from './locales.ts';
import { fallbackLocale } from './locales.ts';

/**
 * Text an operator writes once per language (titles of missions, medals, questionnaires). Readers get
 * their own language, else English, else any: so English is required and the others are optional.
 */
export function localizedTextInput(maxLength: number) {
  const text = z.string().trim().min(1).max(maxLength);
  const perLocale = {
    en: text,
    'zh-CN': text.optional(),
    ru: text.optional(),
    ar: text.optional(),
  } satisfies Record<Locale, z.ZodType>;
  return z.object(perLocale).strict();
}
export type LocalizedTextInput = Partial<Record<Locale, string>> & { en: string };

/** Text as operators wrote it, every language they wrote (the console shows and edits all of them). */
export const localizedTextOutput = z.record(z.string(), z.string());

/** Text stored once per language as operators wrote it (titles, names), keyed by locale. */
export type LocalizedText = Record<string, string>;

/** The text in the reader's language, else English, else whichever the operator wrote. */
export function localized(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text[fallbackLocale] ?? Object.values(text)[0] ?? '';
}
