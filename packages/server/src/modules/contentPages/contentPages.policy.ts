import type { ErrorCode } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardAccess } from '../boards/index.ts';
import { isOperator } from '../site/index.ts';

/**
 * Who may do what with the app-only content pages and the discover models. Everyone reads them (they
 * are the brand's own pages; the apps show them to visitors too); only operators write them, as they
 * write the rest of the community's content (banners, navigation, catalogues).
 */
export type ContentPageAction = 'read' | 'write';

/** Why the viewer may not do this, or null. */
export function contentPageRefusal(viewer: Viewer | null, action: ContentPageAction): ErrorCode | null {
  if (action === 'read') return null;
  if (!viewer) return 'LOGIN_REQUIRED';
  return isOperator(viewer) ? null : 'FORBIDDEN';
}

/**
 * A model links to its board only for a reader who may see that board and open it from their
 * country: a hidden board's existence is never told, and a board closed to the reader's country
 * would only answer that it is.
 */
export function linksBoardFor(access: BoardAccess | undefined): boolean {
  return !!access && access.visible && access.openToCountry;
}
