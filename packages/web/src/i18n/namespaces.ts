import type { PageRouteName } from '../pages/pageProps.ts';

/**
 * Which translation files a first view loads. Free of imports with code, so the build's script
 * budget (`build/scriptBudget.ts`) reads the same lists the app uses.
 */

/**
 * Namespaces the shell itself needs before its first paint. Error texts are not among them: nothing in
 * a first view shows one, the server's own message is already in the reader's language, and they load
 * on first need (`app/errors.ts`, `ErrorText`), which keeps them out of the first view.
 */
export const shellNamespaces = ['common', 'shell', 'titles', 'cookies'] as const;

/**
 * Namespaces a first view needs besides the shell's: loaded with the shell's instead of after the page
 * has rendered once (one round trip less on a slow network). A page missing here, or a namespace
 * missing from its list, still loads; only later.
 */
export const firstViewNamespaces: Partial<Record<PageRouteName, readonly string[]>> = {
  home: ['pages', 'posts'],
  'post-details': ['pages', 'posts'],
  'board-detail': ['pages', 'posts'],
  'product-classification': ['pages'],
  'check-in': ['pages', 'checkIn'],
  checkin: ['pages', 'checkIn'],
};
