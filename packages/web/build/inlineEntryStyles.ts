import type { Plugin } from 'vite';

/**
 * Puts the entry's style sheets into the HTML itself (`<style>` in place of `<link>`): on a slow
 * network each linked sheet held the first paint back by a round trip (Lighthouse: about 300 ms each),
 * and the drawn page needs no script to show, only its styles. They are a few kilobytes compressed;
 * the page's own sheets are inlined the same way by the server renderer (`src/server/pageStyles.ts`).
 */
export function inlineEntryStyles(): Plugin {
  return {
    name: 'fanzone-inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const sheet = bundle[fileName];
            if (!sheet || sheet.type !== 'asset') return link;
            const css =
              typeof sheet.source === 'string' ? sheet.source : new TextDecoder().decode(sheet.source);
            // A sheet cannot end the element early: `</style` never occurs in CSS the build wrote.
            return `<style data-href="/${fileName}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}
