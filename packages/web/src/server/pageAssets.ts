import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pageFolders } from '../app/routing/pageFolders.ts';

/** One module of the browser build as Vite's manifest describes it. */
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The browser build's manifest, beside this renderer in `dist/` (`vite.config.ts`, `manifest`). */
const manifestFile = fileURLToPath(new URL('../.vite/manifest.json', import.meta.url));
let manifest: Manifest | null | undefined;

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
 * (and those of the chunks it imports), so the markup is styled on arrival rather than when its
 * script has loaded (which moved everything, CLS 0.3–0.7), and `modulepreload` for its scripts, which
 * the browser then fetches alongside the entry instead of after it.
 */
export function pageAssets(routeName: string | undefined): string {
  const chunks = readManifest();
  const folder = routeName ? pageFolders[routeName as keyof typeof pageFolders] : undefined;
  if (!chunks || !folder) return '';
  const entry = Object.keys(chunks).find((key) => chunks[key]!.isEntry && key.endsWith('index.html'));
  const already = entry ? closure(chunks, entry) : new Set<string>();
  const page = closure(chunks, `src/pages/${folder}/${folder}Page.tsx`);
  const styles = new Set<string>();
  const scripts: string[] = [];
  for (const key of page) {
    if (already.has(key)) continue;
    scripts.push(chunks[key]!.file);
    for (const sheet of chunks[key]!.css ?? []) styles.add(sheet);
  }
  for (const key of already) for (const sheet of chunks[key]!.css ?? []) styles.delete(sheet);
  return (
    [...styles]
      .map((sheet) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(sheet)}">`)
      .join('') +
    scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`).join('')
  );
}
