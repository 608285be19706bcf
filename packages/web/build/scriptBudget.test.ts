import { describe, expect, it } from 'vitest';
import { pageFolders } from '../src/app/routing/pageFolders.ts';
import { compressedBytes, firstViewScripts } from './scriptBudget.ts';

type Chunk = Parameters<typeof firstViewScripts>[0][number];

/** Text that compresses poorly, so sizes differ by chunk. */
function code(seed: number, length: number) {
  let text = '';
  let state = seed;
  while (text.length < length) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += state.toString(36);
  }
  return text.slice(0, length);
}

const chunk = (fileName: string, facade: string | null, size: number, imports: string[] = []): Chunk => ({
  fileName,
  code: code(fileName.length * 7919 + size, size),
  imports,
  facadeModuleId: facade,
});

/** A build with the entry, a shared chunk, every page folder's chunk, and the shell's texts. */
function build(extra: Chunk[] = []): Chunk[] {
  const folders = [...new Set(Object.values(pageFolders))];
  return [
    chunk('index.js', '/web/index.html', 4000, ['base.js']),
    chunk('base.js', null, 3000),
    chunk('lazy-dialog.js', '/web/src/ui/Dialog.tsx', 9000),
    ...folders.map((folder) =>
      chunk(
        `${folder}.js`,
        `/web/src/pages/${folder}/${folder}Page.tsx`,
        500,
        folder === 'Home' ? ['feed.js'] : [],
      ),
    ),
    chunk('feed.js', null, 2000, ['base.js']),
    ...['common', 'shell', 'titles', 'cookies', 'pages', 'posts'].flatMap((namespace) => [
      chunk(`en-${namespace}.js`, `/web/src/i18n/locales/en/${namespace}.json`, 300),
      chunk(`ar-${namespace}.js`, `/web/src/i18n/locales/ar/${namespace}.json`, 600),
    ]),
    ...extra,
  ];
}

describe('first-view script budget', () => {
  it('counts the entry and page chunks with their static imports once, and the heaviest locale’s texts', () => {
    const chunks = build();
    const home = firstViewScripts(chunks, ['en', 'ar']).find((view) => view.route === 'home')!;
    expect(home.files.sort()).toEqual(['Home.js', 'base.js', 'feed.js', 'index.js']);
    const size = (file: string) => compressedBytes(chunks.find((item) => item.fileName === file)!.code);
    const arabicTexts = ['common', 'shell', 'titles', 'cookies', 'pages', 'posts']
      .map((namespace) => size(`ar-${namespace}.js`))
      .reduce((a, b) => a + b, 0);
    expect(home.bytes).toBe(
      ['Home.js', 'base.js', 'feed.js', 'index.js'].map(size).reduce((a, b) => a + b, 0) + arabicTexts,
    );
  });

  it('leaves out what a page loads later (a dialog) and another page’s texts', () => {
    const views = firstViewScripts(build(), ['en', 'ar']);
    const policy = views.find((view) => view.route === 'privacy-policy')!;
    expect(policy.files).not.toContain('lazy-dialog.js');
    expect(policy.files).not.toContain('feed.js');
    expect(policy.bytes).toBeLessThan(views.find((view) => view.route === 'home')!.bytes);
  });

  it('refuses a build where a route has no page chunk, rather than measuring nothing', () => {
    const chunks = build().filter((item) => item.fileName !== 'Checkin.js');
    expect(() => firstViewScripts(chunks, ['en'])).toThrow(/pages\/Checkin/);
  });

  it('measures what the build ships: brotli at quality 11', () => {
    const text = 'const answer = 42;\n'.repeat(200);
    expect(compressedBytes(text)).toBeLessThan(100);
    expect(compressedBytes(code(1, 4000))).toBeGreaterThan(2000);
  });
});
