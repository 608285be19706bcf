import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A page template as the build writes it: the config placeholder in the head. */
export const pageTemplate =
  '<!doctype html><html lang="en"><head><title>Fanzone</title><!--fanzone-config--></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build (`webDistDir`): the forum's and the account pages' templates, whatever
 * assets a suite names (`assets/<name>` → content) and, when given, the server renderer's module (ES
 * module text exporting `renderPage`, contract `ServerRenderer`). `remove` deletes it.
 */
export function fakeWebDist(
  templates: { index?: string; account?: string } = {},
  assets: Record<string, string | Buffer> = {},
  serverRenderer?: string,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), templates.index ?? pageTemplate);
  fs.writeFileSync(path.join(dir, 'account.html'), templates.account ?? pageTemplate);
  for (const [name, content] of Object.entries(assets))
    fs.writeFileSync(path.join(dir, 'assets', name), content);
  if (serverRenderer !== undefined) {
    fs.mkdirSync(path.join(dir, 'ssr'));
    fs.writeFileSync(path.join(dir, 'ssr', 'renderPage.js'), serverRenderer);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
