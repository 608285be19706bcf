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
  rememberLanguageHierarchy(instance);
  return instance;
}

type LanguageUtils = { toResolveHierarchy(code: unknown, fallbackCode?: unknown): string[] };

/**
 * i18next works out which languages to look a key up in on every `t()`, canonicalising the code with
 * `Intl` each time: a quarter of a drawn page's translating. Our options fix the answer per code
 * (`load: 'currentOnly'`, no fallback language), so it is worked out once per code and shared by the
 * page clones (they share `languageUtils`). i18next 26.4 keeps the same memo itself; that line is over
 * the first view's script budget for now.
 */
function rememberLanguageHierarchy(instance: typeof i18next) {
  const utils = instance.services.languageUtils as LanguageUtils;
  const resolve = utils.toResolveHierarchy.bind(utils);
  const known = new Map<string, string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (typeof code !== 'string' || fallbackCode !== undefined) return resolve(code, fallbackCode);
    let codes = known.get(code);
    if (!codes) {
      codes = resolve(code);
      known.set(code, codes);
    }
    return [...codes];
  };
}

/**
 * The server's instance per locale, with every translation file it has loaded so far, and the texts
 * its pages asked without options (`lng|ns|keyPrefix|key` → text, `rememberPlainTexts`).
 */
const perLocale = new Map<
  Locale,
  { instance: ReturnType<typeof initI18n>; plainTexts: Map<string, string> }
>();

/** i18next's `getFixedT` and the `t` it makes, as called at run time (its types are overloads over key types). */
type PlainFixedT = ((key: unknown, ...rest: unknown[]) => unknown) & {
  lng?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
};
type PlainGetFixedT = (lng: unknown, ns?: unknown, keyPrefix?: unknown) => PlainFixedT;

/**
 * A drawn page asks most of its texts without options (`t('stats.views')`), the same ones on every
 * page, and i18next does the whole lookup each time (it copies its options object, resolves the
 * namespace and the key, and runs interpolation over the text): a fifth of a page's render. On the
 * server the locale's files never change once loaded, so such a text is looked up once per locale.
 * Only found texts are kept (a key not loaded yet comes back as itself); calls with options (counts,
 * values, context) always go to i18next.
 */
function rememberPlainTexts(page: typeof i18next, texts: Map<string, string>) {
  const fixedTOf = (page.getFixedT as unknown as PlainGetFixedT).bind(page);
  const getFixedT: PlainGetFixedT = (lng, ns, keyPrefix) => {
    const fixedT = fixedTOf(lng, ns, keyPrefix);
    const scope = `${String(lng ?? '')}|${String(ns ?? '')}|${String(keyPrefix ?? '')}|`;
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return fixedT(key, ...rest);
      const known = texts.get(scope + key);
      if (known !== undefined) return known;
      const text = fixedT(key);
      if (typeof text === 'string' && text !== key) texts.set(scope + key, text);
      return text;
    };
    return Object.assign(remembering, { lng: fixedT.lng, ns: fixedT.ns, keyPrefix: fixedT.keyPrefix });
  };
  page.getFixedT = getFixedT as unknown as typeof page.getFixedT;
}

/**
 * Translations for one page drawn on the server: a clone of the locale's instance, which shares its
 * loaded files (the translations are read once per locale, not copied per page: that was most of a
 * render's garbage) and notes on its own which namespaces this page used.
 */
export async function i18nForPage(locale: Locale, namespaces: readonly string[]) {
  let shared = perLocale.get(locale);
  if (!shared) {
    const instance = initI18n(locale, namespaces, { fresh: true });
    shared = { instance, plainTexts: new Map() };
    perLocale.set(locale, shared);
    instance.catch(() => perLocale.delete(locale));
  }
  // Initialised at once: by default a clone finishes its init on a later turn, and a page drawn
  // before that found no namespace loaded, suspended at its root and was drawn twice.
  const page = (await shared.instance).cloneInstance({ initAsync: false });
  await page.loadNamespaces([...namespaces]);
  rememberPlainTexts(page, shared.plainTexts);
  return page;
}

/** `<html lang dir>` from the locale (Egypt's Arabic renders right to left). */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = directionOf(locale);
}
