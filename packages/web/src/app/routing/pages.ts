import type { ComponentType } from 'react';
import type { PageProps, PageRouteName } from '../../pages/pageProps.ts';
import { lazyPage } from './lazyPage.ts';
import { pageFolders } from './pageFolders.ts';
import { firstViewNamespaces } from '../../i18n/namespaces.ts';

type LazyPage = ComponentType<PageProps> & { preload: () => Promise<void> };
type PageModule = { default: ComponentType<PageProps> };

/** Every page folder's module, each its own chunk (fetched on first use). */
const pageModules = import.meta.glob<PageModule>('../../pages/*/*Page.tsx');

/** One lazy component per folder, so sibling routes share it (and its chunk). */
const pagesByFolder = new Map<string, LazyPage>();
function pageOf(folder: string): LazyPage {
  let page = pagesByFolder.get(folder);
  if (!page) {
    const load = pageModules[`../../pages/${folder}/${folder}Page.tsx`];
    if (!load) throw new Error(`No page module for pages/${folder}`);
    page = lazyPage(load);
    pagesByFolder.set(folder, page);
  }
  return page;
}

/** The one lazy page table of spec §2, from `pageFolders`. */
export const pageComponents = Object.fromEntries(
  Object.entries(pageFolders).map(([name, folder]) => [name, pageOf(folder)]),
) as Record<PageRouteName, LazyPage>;

/**
 * Starts fetching the page of the address the app opens on, with the translations it needs, while
 * the shell's own start up: the page's chunk no longer waits for the first render to be asked for.
 * `loaded` settles when the page can render at once.
 */
export function preloadFirstView(name: string): { namespaces: readonly string[]; loaded: Promise<void> } {
  if (!Object.hasOwn(pageComponents, name)) return { namespaces: [], loaded: Promise.resolve() };
  const loaded = pageComponents[name as PageRouteName].preload();
  return { namespaces: firstViewNamespaces[name as PageRouteName] ?? [], loaded };
}
