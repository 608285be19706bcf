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
 * The texts a locale's pages asked (`rememberPlainTexts`): without options by `lng|ns|keyPrefix|key`,
 * with plain options by that and the options' JSON.
 */
type RememberedTexts = { plain: Map<string, string>; withOptions: Map<string, string> };

/**
 * How many texts asked with options one locale keeps: a few pages' worth of distinct counts and
 * levels (a board page asks about a hundred), a few hundred kilobytes.
 */
const rememberedWithOptionsAtMost = 5000;

/** The server's instance per locale, with every translation file it has loaded so far, and its texts. */
const perLocale = new Map<Locale, { instance: ReturnType<typeof initI18n>; texts: RememberedTexts }>();

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
 * A text asked with options whose values are all plain (`{ count: 12 }`, `{ level: 3 }`) is as
 * fixed by them; those are remembered too, but without end (every count is its own), so that map
 * starts afresh when it holds `rememberedWithOptionsAtMost`. Only found texts are kept (a key not
 * loaded yet comes back as itself); options holding anything else (a function, an object) always
 * go to i18next.
 */
function rememberPlainTexts(page: typeof i18next, remembered: RememberedTexts) {
  const fixedTOf = (page.getFixedT as unknown as PlainGetFixedT).bind(page);
  const getFixedT: PlainGetFixedT = (lng, ns, keyPrefix) => {
    const fixedT = fixedTOf(lng, ns, keyPrefix);
    const scope = `${String(lng ?? '')}|${String(ns ?? '')}|${String(keyPrefix ?? '')}|`;
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 1) return fixedT(key, ...rest);
      const options = rest[0];
      if (options !== undefined && !hasOnlyPlainValues(options)) return fixedT(key, options);
      const texts = options === undefined ? remembered.plain : remembered.withOptions;
      const rememberedAs = options === undefined ? scope + key : `${scope + key}|${JSON.stringify(options)}`;
      const known = texts.get(rememberedAs);
      if (known !== undefined) return known;
      const text = fixedT(key, ...rest);
      if (typeof text !== 'string' || text === key) return text;
      if (texts === remembered.withOptions && texts.size >= rememberedWithOptionsAtMost) texts.clear();
      texts.set(rememberedAs, text);
      return text;
    };
    return Object.assign(remembering, { lng: fixedT.lng, ns: fixedT.ns, keyPrefix: fixedT.keyPrefix });
  };
  page.getFixedT = getFixedT as unknown as typeof page.getFixedT;
}

/**
 * Options that fix a text by their values alone: an object of strings, numbers and booleans. One
 * with a default text is left to i18next: a key not found (its namespace not loaded yet) comes back
 * as the default, which must not be remembered as the key's text.
 */
function hasOnlyPlainValues(options: unknown): boolean {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  if ('defaultValue' in options) return false;
  for (const value of Object.values(options)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  }
  return true;
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
    shared = { instance, texts: { plain: new Map(), withOptions: new Map() } };
    perLocale.set(locale, shared);
    instance.catch(() => perLocale.delete(locale));
  }
  // Initialised at once: by default a clone finishes its init on a later turn, and a page drawn
  // before that found no namespace loaded, suspended at its root and was drawn twice.
  const page = (await shared.instance).cloneInstance({ initAsync: false });
  await page.loadNamespaces([...namespaces]);
  rememberPlainTexts(page, shared.texts);
  return page;
}

/** `<html lang dir>` from the locale (Egypt's Arabic renders right to left). */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = directionOf(locale);
}
