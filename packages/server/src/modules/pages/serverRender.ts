import type { ServerRenderer } from '@fanzone/contract';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the web build puts its server renderer (`packages/web/vite.config.ts`, `--ssr`). */
export function serverRendererFile(webDistDir: string): string {
  return path.join(webDistDir, 'ssr', 'renderPage.js');
}

/**
 * The web build's renderer of pages (contract `ServerRenderer`), or undefined when this build has
 * none (the server then sends the shell with the page's answers, and the browser draws the page).
 */
export async function loadServerRenderer(
  webDistDir: string | undefined,
): Promise<ServerRenderer | undefined> {
  if (!webDistDir) return undefined;
  const file = serverRendererFile(webDistDir);
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: ServerRenderer };
  if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
  return module.renderPage;
}
