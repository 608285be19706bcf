import { localized } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import { awardCompletions } from './events.present.ts';
import { markAwardsSeen, medalRows } from './events.queries.ts';
import type { EventsDeps, EventReader } from './eventAccess.ts';
import { eventFor } from './eventAccess.ts';

/**
 * Marks the member's new awards seen and answers them as completions, which the web's
 * congratulation popup shows (medal and Coins); each shows once.
 */
export async function seeAwards(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader & { viewer: Viewer },
  id: bigint,
) {
  const { row, now } = await eventFor(deps, await catalogue.get(), reader, 'seeAwards', id);
  const seen = await markAwardsSeen(deps.db, id, reader.viewer.id, now);
  const medals = await medalRows(
    deps.db,
    seen.map((award) => award.medalId).filter((medalId): medalId is bigint => medalId !== null),
  );
  return {
    seen: seen.length,
    completions: awardCompletions(seen, medals, reader.locale, localized(row.title, reader.locale)),
  };
}
