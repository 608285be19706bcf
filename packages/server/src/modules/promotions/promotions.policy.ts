import type { ErrorCode } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import { isOperator } from '../site/index.ts';

/**
 * Who may do what with promotions: anyone reads a promotion's page (visitors too, it is an
 * advertisement); only operators write them, and a banned operator writes nothing.
 */
export function promotionWriteRefusal(viewer: Viewer): ErrorCode | null {
  if (viewer.isBlocked) return 'USER_BANNED';
  return isOperator(viewer) ? null : 'FORBIDDEN';
}

/**
 * Whether the reader's country takes part: a promotion without countries holds everywhere; an
 * unknown country cannot be told (null), so the page says where it holds instead.
 */
export function countryTakesPart(
  countryCodes: readonly string[],
  readerCountry: string | null,
): boolean | null {
  if (countryCodes.length === 0) return true;
  if (!readerCountry) return null;
  return countryCodes.includes(readerCountry);
}
