import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageProps, PageRouteName } from '../../pages/pageProps.ts';
import { lazyPage } from './lazyPage.ts';
import { pageFolders } from './pageFolders.ts';
import { firstViewNamespaces } from '../../i18n/namespaces.ts';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>> & { preload: () => void };
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
 */
export function preloadFirstView(name: string): readonly string[] {
  if (!Object.hasOwn(pageComponents, name)) return [];
  pageComponents[name as PageRouteName].preload();
  return firstViewNamespaces[name as PageRouteName] ?? [];
}
