import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { pageFolders } from '../src/app/routing/pageFolders.ts';
import { firstViewNamespaces, shellNamespaces } from '../src/i18n/namespaces.ts';

type Chunk = { fileName: string; code: string; imports: string[]; facadeModuleId: string | null };

/** What a browser receives for a script: the build's brotli copy (`precompress.ts`), at its quality. */
export function compressedBytes(code: string): number {
  return zlib.brotliCompressSync(code, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: code.length,
    },
  }).length;
}

/** A route's first view: the scripts it runs before the page is usable, and their compressed size. */
export type FirstViewScripts = { route: string; files: string[]; bytes: number };

/**
 * Every route's first view in one build: the entry with everything it imports, the route's page chunk
 * with everything that imports, and the translation files the app loads before its first render (the
 * shell's and the page's namespaces, in the locale whose files weigh most).
 */
export function firstViewScripts(chunks: Chunk[], locales: string[]): FirstViewScripts[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
  const withImports = (start: Chunk, into = new Set<string>()) => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const file of start.imports) {
      const imported = byFile.get(file);
      if (imported) withImports(imported, into);
    }
    return into;
  };
  const entry = facade('/index.html');
  if (!entry) throw new Error('script budget: the forum entry chunk (index.html) is not in the build');
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = compressedBytes(byFile.get(file)!.code);
      sizes.set(file, size);
    }
    return size;
  };
  return Object.entries(pageFolders).map(([route, folder]) => {
    const page = facade(`/src/pages/${folder}/${folder}Page.tsx`);
    if (!page) throw new Error(`script budget: no chunk for pages/${folder} (route ${route})`);
    const scripts = withImports(page, withImports(entry));
    const namespaces = [
      ...shellNamespaces,
      ...(firstViewNamespaces[route as keyof typeof firstViewNamespaces] ?? []),
    ];
    const heaviestLocale = Math.max(
      0,
      ...locales.map((locale) =>
        namespaces.reduce((total, namespace) => {
          const file = facade(`/src/i18n/locales/${locale}/${namespace}.json`);
          return total + (file ? sizeOf(file.fileName) : 0);
        }, 0),
      ),
    );
    const files = [...scripts];
    return { route, files, bytes: files.reduce((total, file) => total + sizeOf(file), 0) + heaviestLocale };
  });
}

/**
 * Fails the build when any route's first view ships more script than `budgetBytes` compressed
 * (ARCHITECTURE §9), and prints the heaviest. The figure is of the build itself, so it holds on any
 * machine and no browser is needed to learn a change went over.
 */
export function scriptBudget(budgetBytes: number, localesDir: string): Plugin {
  let log: (message: string) => void = () => undefined;
  return {
    name: 'fanzone-script-budget',
    apply: 'build',
    configResolved(config) {
      log = (message) => config.logger.info(message);
    },
    generateBundle(_options, bundle) {
      if (
        !Object.values(bundle).some(
          (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith('/index.html'),
        )
      )
        return; // the server renderer's build
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const locales = fs
        .readdirSync(localesDir)
        .filter((name) => fs.statSync(path.join(localesDir, name)).isDirectory());
      const views = firstViewScripts(chunks, locales).sort((a, b) => b.bytes - a.bytes);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const over = views.filter((view) => view.bytes > budgetBytes);
      log(
        `first-view scripts, brotli (budget ${kb(budgetBytes)}): ${views
          .filter((view, index) => views.findIndex((other) => other.bytes === view.bytes) === index)
          .map((view) => `${view.route} ${kb(view.bytes)}`)
          .join(', ')}`,
      );
      if (over.length > 0) {
        this.error(
          `first view over the script budget of ${kb(budgetBytes)} (brotli):\n` +
            over.map((view) => `  ${view.route}: ${kb(view.bytes)} (${view.files.join(', ')})`).join('\n'),
        );
      }
    },
  };
}
