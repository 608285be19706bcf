import { type LocalizedText, localized } from '@fanzone/contract';
import type { CoinEntry, GrowthEntry, Locale, Page } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { decodeCursor, pageOf } from '../../platform/http/cursor.ts';
import { expireDueCoinsOf } from './coinExpiry.ts';
import { coinLedgerPage, growthHistoryPage } from './coins.queries.ts';

const pageSize = limits.lists.pageSize;

/** What a ledger line is for: the mission's title in the reader's language, or the operator's note. */
function titleOf(
  line: { reason: string; missionTitle: LocalizedText | null; note: string | null },
  locale: Locale,
) {
  if (line.reason === 'mission') return line.missionTitle ? localized(line.missionTitle, locale) : null;
  return line.note;
}

/** Keyset pages by entry id: ids grow with every line, so newest first is id descending. */
const beforeIdOf = (cursorText: string | undefined) => {
  const cursor = decodeCursor(cursorText, ['id']);
  return cursor ? BigInt(cursor[0]!) : undefined;
};
const withSortKey = <T extends { id: bigint }>(rows: T[]) =>
  rows.map((row) => ({ ...row, sortKey: [row.id.toString()] }));

/**
 * The member's Coins ledger (points page), newest first: grants with when they were earned and expire
 * and whether their expiry ran, and the expiry lines. Due grants are expired first, so the page
 * agrees with the balance.
 */
export async function coinLedger(
  deps: Pick<Deps, 'db' | 'clock'>,
  viewer: Viewer,
  locale: Locale,
  cursorText: string | undefined,
): Promise<{ entries: CoinEntry[]; page: Page }> {
  const beforeId = beforeIdOf(cursorText);
  await expireDueCoinsOf(deps, viewer.id, deps.clock.now());
  const { rows, page } = pageOf(
    withSortKey(await coinLedgerPage(deps.db, viewer.id, beforeId, pageSize + 1)),
    pageSize,
  );
  return {
    entries: rows.map((line) => ({
      id: line.id.toString(),
      amount: line.amount,
      reason: line.reason,
      title: titleOf(line, locale),
      earnedAt: unixSeconds(line.earnedAt),
      expiresAt: line.expiresAt ? unixSeconds(line.expiresAt) : null,
      expired: line.expired,
    })),
    page,
  };
}

/** The member's growth value history (scores page), newest first. */
export async function growthHistory(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  locale: Locale,
  cursorText: string | undefined,
): Promise<{ entries: GrowthEntry[]; page: Page }> {
  const { rows, page } = pageOf(
    withSortKey(await growthHistoryPage(deps.db, viewer.id, beforeIdOf(cursorText), pageSize + 1)),
    pageSize,
  );
  return {
    entries: rows.map((entry) => ({
      id: entry.id.toString(),
      amount: entry.amount,
      reason: entry.reason,
      title: titleOf(entry, locale),
      createdAt: unixSeconds(entry.createdAt),
    })),
    page,
  };
}
