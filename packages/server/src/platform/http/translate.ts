import type { ErrorCode, Locale } from '@fanzone/contract';
import { fallbackLocale } from '@fanzone/contract';
import ar from '@fanzone/contract/locales/ar/errors.json' with { type: 'json' };
import en from '@fanzone/contract/locales/en/errors.json' with { type: 'json' };
import ru from '@fanzone/contract/locales/ru/errors.json' with { type: 'json' };
import zhCN from '@fanzone/contract/locales/zh-CN/errors.json' with { type: 'json' };

const catalogues: Record<Locale, Record<string, string>> = { 'zh-CN': zhCN, en, ru, ar };

/** The catalogue message for `code` in `locale`, with `{{name}}` placeholders filled. */
export function errorMessage(
  code: ErrorCode,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  const template = catalogues[locale][code] ?? catalogues[fallbackLocale][code] ?? code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
