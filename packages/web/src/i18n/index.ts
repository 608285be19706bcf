import i18next from 'i18next';
import type { BackendModule, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@fanzone/contract';
import { directionOf } from '@fanzone/contract';

/**
 * Locale files are split by namespace (`locales/<lng>/<namespace>.json`) and loaded on demand, so a
 * page pulls in only its own texts; the error catalogue's translations come from the contract.
 */
type JsonModule = { default: ResourceKey };
const appFiles = import.meta.glob<JsonModule>('./locales/*/*.json');
const errorFiles = import.meta.glob<JsonModule>('../../../contract/src/locales/*/errors.json');

function loaderFor(lng: string, ns: string): (() => Promise<JsonModule>) | undefined {
  if (ns === 'errors') return errorFiles[`../../../contract/src/locales/${lng}/errors.json`];
  return appFiles[`./locales/${lng}/${ns}.json`];
}

const bundledBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = loaderFor(lng, ns);
    if (!load) {
      callback(new Error(`No locale file ${lng}/${ns}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Starts i18next for one locale; every locale has the full key set, so no fallback is loaded. The
 * browser has one instance for the app's life; the server keeps one per locale (`fresh`: its own,
 * as pages in different languages render side by side) and renders each page with a clone of it
 * (`i18nForPage`).
 */
export async function initI18n(locale: Locale, namespaces: readonly string[], { fresh = false } = {}) {
  const instance = fresh ? i18next.createInstance() : i18next;
  await instance
    .use(bundledBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      load: 'currentOnly',
      fallbackLng: false,
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      showSupportNotice: false,
      react: { useSuspense: true },
    });
  return instance;
}

/** The server's instance per locale, with every translation file it has loaded so far. */
const perLocale = new Map<Locale, ReturnType<typeof initI18n>>();

/**
 * Translations for one page drawn on the server: a clone of the locale's instance, which shares its
 * loaded files (the translations are read once per locale, not copied per page: that was most of a
 * render's garbage) and notes on its own which namespaces this page used.
 */
export async function i18nForPage(locale: Locale, namespaces: readonly string[]) {
  let shared = perLocale.get(locale);
  if (!shared) {
    shared = initI18n(locale, namespaces, { fresh: true });
    perLocale.set(locale, shared);
    shared.catch(() => perLocale.delete(locale));
  }
  const page = (await shared).cloneInstance();
  await page.loadNamespaces([...namespaces]);
  return page;
}

/** `<html lang dir>` from the locale (Egypt's Arabic renders right to left). */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = directionOf(locale);
}
