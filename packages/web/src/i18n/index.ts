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
 * browser has one instance for the app's life; the server makes one per page it renders (`fresh`),
 * as pages in different languages render side by side.
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

/** `<html lang dir>` from the locale (Egypt's Arabic renders right to left). */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = directionOf(locale);
}
