import type { ReactElement, ReactNode } from 'react';
import { createContext, createElement, useContext } from 'react';

/**
 * Markup the server's renderer keeps between pages (`server/drawnParts.ts`). A board page or a feed
 * draws twenty post cards, two thirds of its render (measured: 29 of 42 M instructions a board
 * page), and the same cards come back on the next reader's page. A part drawn through
 * `drawnOnceOnServer` is drawn once per key and its markup written as it is afterwards; the browser
 * still draws it itself when it takes the page over, as it would anyway.
 */
export type DrawnParts = {
  /** The part, as markup kept under `key`, drawn now within the page's contexts when not kept. */
  reuse(key: string, part: ReactElement, contexts: object): ReactNode;
};

export const DrawnPartsContext = createContext<DrawnParts | null>(null);

/**
 * On the server, `Part` drawn once per key. `useKey` says everything the part's markup depends on
 * (its props and whatever it reads from contexts or the clock): two draws with one key must write
 * the same bytes, or one reader's page could show another's. In the browser, `Part` itself.
 */
export function drawnOnceOnServer<Props extends object>(
  Part: (props: Props) => ReactNode,
  useKey: (props: Props) => string,
): (props: Props) => ReactNode {
  if (!import.meta.env.SSR) return Part;
  // Preact hands a function component the page's contexts as its second argument; the part is
  // drawn within them, so its own hooks (translations, site, router) read what they would inline.
  function DrawnOnce(props: Props, contexts?: object) {
    const parts = useContext(DrawnPartsContext);
    const key = useKey(props);
    const part = createElement(Part, props);
    return parts && contexts ? parts.reuse(key, part, contexts) : part;
  }
  return DrawnOnce as (props: Props) => ReactNode;
}
