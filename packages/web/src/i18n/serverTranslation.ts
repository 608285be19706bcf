import { useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nContext, getI18n } from 'react-i18next';
import type { UseTranslationOptions, UseTranslationResponse } from 'react-i18next';

export * from 'react-i18next';

type Answer = UseTranslationResponse<string, string | undefined>;

/**
 * The namespaces the page used, noted on its instance where the library notes them (the renderer
 * sends them with the page, so the browser loads them before it takes the page over).
 */
function noteUsed(i18n: I18n, namespaces: readonly string[]) {
  if (!i18n.reportNamespaces) {
    const used = new Set<string>();
    i18n.reportNamespaces = {
      addUsedNamespaces: (more) => (typeof more === 'string' ? [more] : more).forEach((ns) => used.add(ns)),
      getUsedNamespaces: () => [...used],
    };
  }
  i18n.reportNamespaces.addUsedNamespaces(namespaces);
}

/** Per page instance (the server draws each page with its own clone): namespaces + key prefix → answer. */
const answersOf = new WeakMap<I18n, Map<string, Answer>>();

/**
 * react-i18next's `useTranslation` as the server's render needs it, which the server build puts in
 * place of the library's (vite.config.ts `serverTranslationHook`); every other export is the library's.
 * The library's hook makes a new fixed `t`, an options object, an answer and three effects' worth of
 * state on every call, for updates that never come on the server: a board page calls it about 120
 * times (six a card) for a dozen distinct namespace sets, a tenth of what a render allocated. Here an
 * answer is made once per page instance, namespaces and key prefix, from the same parts the library
 * uses (`getFixedT`, the namespaces reported as used, the same suspension while a namespace loads).
 * A call naming its own language is refused (the app has none; the library would load it).
 */
export function useTranslation(
  ns?: string | readonly string[],
  options?: UseTranslationOptions<string | undefined> & { i18n?: I18n; lng?: string },
): Answer {
  const context = useContext(I18nContext) as
    { i18n?: I18n; defaultNS?: string | readonly string[] } | undefined;
  const i18n = options?.i18n ?? context?.i18n ?? getI18n();
  if (!i18n || options?.lng)
    throw new Error('useTranslation on the server: no i18next instance, or an own `lng`.');
  return pageTranslation(i18n, ns ?? context?.defaultNS, options?.keyPrefix);
}

/**
 * The answer for one page instance, namespaces (the instance's default when none) and key prefix:
 * made on the first call and the same object after. Throws the namespaces' loading (a promise, as
 * the library does with `useSuspense`) while one is not loaded.
 */
export function pageTranslation(
  i18n: I18n,
  ns: string | readonly string[] | undefined,
  keyPrefix?: string,
): Answer {
  const given = ns ?? (i18n.options.defaultNS as string | readonly string[] | undefined);
  // Most calls name one namespace and no prefix: their key is the namespace, with nothing built.
  const joined = typeof given === 'string' ? given : (given ?? []).join(',');
  const key = keyPrefix === undefined ? joined : `${joined}|${keyPrefix}`;
  const kept = answersOf.get(i18n)?.get(key);
  if (kept) return kept;
  const namespaces = typeof given === 'string' ? [given] : given?.length ? given : ['translation'];
  noteUsed(i18n, namespaces);
  const ready =
    (i18n.isInitialized || (i18n as { initializedStoreOnce?: boolean }).initializedStoreOnce === true) &&
    namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
  // As the library with `useSuspense` (i18n/index.ts): the render waits for the namespace's file.
  if (!ready)
    throw new Promise<void>((resolve) => void i18n.loadNamespaces([...namespaces], () => resolve()));
  const nsMode = (i18n.options.react as { nsMode?: string } | undefined)?.nsMode;
  const t = i18n.getFixedT(null, nsMode === 'fallback' ? [...namespaces] : namespaces[0]!, keyPrefix);
  const answer = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Answer;
  let answers = answersOf.get(i18n);
  if (!answers) answersOf.set(i18n, (answers = new Map()));
  answers.set(key, answer);
  return answer;
}
