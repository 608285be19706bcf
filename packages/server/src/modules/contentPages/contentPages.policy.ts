import type { BoardAccess } from '../boards/index.ts';

/**
 * What the app-only content pages and the discover models link to. Everyone reads them (they are
 * the brand's own pages; the apps show them to visitors too); only operators write them, which their
 * calls declare in the contract (`access: 'operator'`), as the rest of the community's content.
 */

/**
 * A model links to its board only for a reader who may see that board and open it from their
 * country: a hidden board's existence is never told, and a board closed to the reader's country
 * would only answer that it is.
 */
export function linksBoardFor(access: BoardAccess | undefined): boolean {
  return !!access && access.visible && access.openToCountry;
}
