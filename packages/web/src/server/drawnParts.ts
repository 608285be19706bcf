import { LRUCache } from 'lru-cache';
import type { VNode } from 'preact';
import { Fragment, h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { ReactElement, ReactNode } from 'react';
import type { DrawnParts } from '../ui/drawnOnce.ts';

/**
 * How much kept markup the renderer holds, in characters (two bytes each at most): about eight
 * thousand cards, the first pages of every board and feed many times over.
 */
const keptCharacters = 16 * 1024 * 1024;

/**
 * Outside production (the suites, the journeys, development) every reuse is checked against the
 * part drawn afresh: a key that misses what a part reads fails there, not in a reader's page.
 */
const checkEveryReuse = process.env.NODE_ENV !== 'production';

/**
 * The same text as one piece of memory. preact-render-to-string builds markup by joining pieces, and
 * V8 keeps such a join as a tree of its pieces until the text is read as a whole; a page's read
 * then copies one flat piece of it, where a kept tree was walked again on every page that used it
 * (measured: a board page's first read of its markup 0.23 → 0.15 ms). Converting text to a number
 * reads it as a whole, which makes V8 replace the tree by the flat copy (the `flatstr` package's
 * way); the number itself is not wanted.
 */
function flattened(text: string): string {
  Number(text);
  return text;
}

/**
 * The renderer's kept parts (`ui/drawnOnce.ts`), least recently used out first. A part is drawn
 * with preact-render-to-string's own synchronous renderer inside the page's render; its markup goes
 * back into the page as a template fragment, which the renderer writes verbatim (the form Preact's
 * precompiled JSX takes), so a kept part costs a lookup.
 */
export function createDrawnParts(): DrawnParts {
  const kept = new LRUCache<string, string>({
    maxSize: keptCharacters,
    sizeCalculation: (markup, key) => markup.length + key.length,
  });
  const draw = (part: ReactElement, contexts: object) => renderToString(part as unknown as VNode, contexts);
  return {
    reuse(key, part, contexts) {
      let markup = kept.get(key);
      if (markup === undefined) {
        markup = flattened(draw(part, contexts));
        kept.set(key, markup);
      } else if (checkEveryReuse && markup !== draw(part, contexts)) {
        // The key misses something the part shows (a context, the clock): the page fails to draw
        // (the journeys fail on a page not drawn) rather than show one reader another's markup.
        throw new Error(
          `a kept part differs from the same part drawn now; its key misses what changed: ${key}`,
        );
      }
      return h(Fragment, { tpl: [markup], exprs: [] } as object) as unknown as ReactNode;
    },
  };
}
