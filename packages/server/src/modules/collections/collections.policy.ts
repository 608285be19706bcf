import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardAccess } from '../boards/index.ts';
import { isOperator } from '../site/index.ts';
import type { TcmRow } from './collections.tables.ts';

/**
 * Who may do what with topics, collections, the video feed and boards' banners. Curating is the
 * operators' (admins, not banned). Reading follows the rules of what is read: an item is read while
 * published; its posts and the feed's videos only as the posts policy lets the reader read them
 * (the posts lists' rule and `readablePostRecord`); a board's banners as the board itself.
 */
export function assertCurator(viewer: Viewer): void {
  if (!isOperator(viewer)) throw new AppError('FORBIDDEN');
}

/** An item readers may open: a missing and a withdrawn one both say 'This page has expired.' (spec §8). */
export function readableTcm(row: TcmRow | undefined): TcmRow {
  if (!row || row.status !== 'published') throw new AppError('PAGE_EXPIRED');
  return row;
}

/** A board's banners show where its page does: a hidden board is missing, a closed country is told so. */
export function assertBoardShown(access: BoardAccess | undefined): void {
  if (!access || !access.visible) throw new AppError('BOARD_NOT_FOUND');
  if (!access.openToCountry) throw new AppError('SECTION_NOT_OPEN_TO_COUNTRY');
}
