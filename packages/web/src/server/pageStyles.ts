import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFolders } from '../app/routing/pageFolders.ts';

/** One module of the browser build as Vite's manifest describes it. */
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The browser build's manifest, beside this renderer in `dist/` (`vite.config.ts`, `manifest`). */
const distDir = fileURLToPath(new URL('..', import.meta.url));
const manifestFile = path.join(distDir, '.vite', 'manifest.json');
let manifest: Manifest | null | undefined;
/** Style sheets' text by file, read once: build output cannot change while this renderer is loaded. */
const sheets = new Map<string, string>();
/** Each route's head elements, worked out once for the same reason (a board page's took 0.06 ms). */
const perRoute = new Map<string, string>();

function sheetText(file: string): string {
  let text = sheets.get(file);
  if (text === undefined) {
    text = fs.readFileSync(path.join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
    sheets.set(file, text);
  }
  return text;
}

function readManifest(): Manifest | null {
  if (manifest === undefined) {
    // Build output, read once: it cannot change while this renderer is loaded.
    manifest = fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
      : null;
  }
  return manifest;
}

/** The chunk and every chunk it imports statically, by manifest key. */
function closure(chunks: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !chunks[key]) return into;
  into.add(key);
  for (const imported of chunks[key].imports ?? []) closure(chunks, imported, into);
  return into;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The head elements a route's drawn page needs beyond `index.html`'s: its page chunk's style sheets
 * (and those of the chunks it imports), in the page itself, so the markup is styled on arrival with
 * no round trip (waiting for the script had moved everything, CLS 0.3–0.7). When the page's chunk
 * runs, Vite links the same sheets once more; the rules are the same, so nothing moves. Its scripts
 * are not named here: `modulepreload` for them competed with the first paint on a slow network
 * (Lighthouse mobile: LCP 2.1 s with, 1.8 s without), and the entry asks for the page's chunk first
 * thing anyway (`preloadFirstView`).
 */
export function pageStyles(routeName: string | undefined): string {
  if (!routeName) return '';
  let styles = perRoute.get(routeName);
  if (styles === undefined) {
    styles = routeStyles(routeName);
    perRoute.set(routeName, styles);
  }
  return styles;
}

function routeStyles(routeName: string): string {
  const chunks = readManifest();
  const folder = pageFolders[routeName as keyof typeof pageFolders] as string | undefined;
  if (!chunks || !folder) return '';
  const entry = Object.keys(chunks).find((key) => chunks[key]!.isEntry && key.endsWith('index.html'));
  const already = entry ? closure(chunks, entry) : new Set<string>();
  const page = closure(chunks, `src/pages/${folder}/${folder}Page.tsx`);
  const styles = new Set<string>();
  for (const key of page)
    if (!already.has(key)) for (const sheet of chunks[key]!.css ?? []) styles.add(sheet);
  for (const key of already) for (const sheet of chunks[key]!.css ?? []) styles.delete(sheet);
  return [...styles]
    .map((sheet) => `<style data-href="/${escapeAttribute(sheet)}">${sheetText(sheet)}</style>`)
    .join('');
}
