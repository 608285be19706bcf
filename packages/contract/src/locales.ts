/** Languages with a complete key set. Adding one means adding its files; a test checks the keys. */
export const supportedLocales = ['zh-CN', 'en', 'ru', 'ar'] as const;
export type Locale = (typeof supportedLocales)[number];
export const fallbackLocale: Locale = 'en';

const rtlLocales: ReadonlySet<Locale> = new Set(['ar']);
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rtlLocales.has(locale) ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header or a stored preference. */
export function negotiateLocale(header: string | undefined, fallback: Locale = fallbackLocale): Locale {
  if (!header) return fallback;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = supportedLocales.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    const sameLanguage = supportedLocales.find((locale) => locale.split('-')[0]?.toLowerCase() === base);
    if (sameLanguage) return sameLanguage;
  }
  return fallback;
}
