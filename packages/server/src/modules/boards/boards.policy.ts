import { isStaffRole, type Role } from '@fanzone/contract';
import type { BoardRow } from './boards.queries.ts';

/** Who is looking: what decides which boards they see and may open. */
export type BoardAudience = { role: Role | null; isEditor: boolean; countryCode: string | null };

/** Restricted boards are hidden from everyone outside their audience (spec §6). */
export function canSeeBoard(board: Pick<BoardRow, 'visibleTo'>, audience: BoardAudience): boolean {
  const staff = isStaffRole(audience.role);
  if (board.visibleTo === 'moderators') return staff;
  if (board.visibleTo === 'editors') return staff || audience.isEditor;
  return true;
}

/** Who a board shows to, widest first: each audience holds the next one's readers. */
const visibilityOrder: readonly BoardRow['visibleTo'][] = ['everyone', 'editors', 'moderators'];

/**
 * Whether everyone who may read `than` may read `board` too: no narrower audience, and no country
 * list that leaves out a country `than` is open to.
 */
export function isAsOpenAs(
  board: Pick<BoardRow, 'visibleTo' | 'allowedCountries'>,
  than: Pick<BoardRow, 'visibleTo' | 'allowedCountries'>,
): boolean {
  const audienceAsWide = visibilityOrder.indexOf(board.visibleTo) <= visibilityOrder.indexOf(than.visibleTo);
  const countriesAsWide =
    board.allowedCountries === null ||
    (than.allowedCountries !== null &&
      than.allowedCountries.every((country) => board.allowedCountries!.includes(country)));
  return audienceAsWide && countriesAsWide;
}

/**
 * A board limited to some countries opens only for a known country on its list; a sub board also
 * obeys its main board's list.
 */
export function isOpenToCountry(
  board: Pick<BoardRow, 'allowedCountries'>,
  countryCode: string | null,
  parent?: Pick<BoardRow, 'allowedCountries'>,
): boolean {
  const allows = (row: Pick<BoardRow, 'allowedCountries'>) =>
    row.allowedCountries === null ||
    (countryCode !== null && row.allowedCountries.includes(countryCode.toUpperCase()));
  return allows(board) && (!parent || allows(parent));
}
