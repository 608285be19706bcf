import { AppError } from '../../platform/http/errors.ts';
import type { BoardAccess } from '../boards/index.ts';
import type { TcmRow } from './collections.tables.ts';

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
