import type { EventView, Locale } from '@fanzone/contract';
import { eventPhaseAt } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAccess } from '../boards/index.ts';
import type { BoardAudience, BoardCatalogue } from '../boards/index.ts';
import type { EventAction } from './events.policy.ts';
import { eventRefusal } from './events.policy.ts';
import { presentAward, presentEvent } from './events.present.ts';
import {
  awardsOf,
  deliveryAddressOf,
  entryOf,
  eventCounts,
  findEvent,
  shareLockEvent,
  isParticipant,
  liveRankOf,
  medalRows,
  prizesOf,
} from './events.queries.ts';

export type EventsDeps = Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>;

/** Who asks, as events need them: the member (or none), their board audience and language. */
export type EventReader = { viewer: Viewer | null; audience: BoardAudience; locale: Locale };

/**
 * Loads an event and the facts its policy needs, and answers the policy's refusal for `action` as
 * an error. Every member call starts here, so each action asks the same rules.
 */
export async function eventFor(
  deps: EventsDeps,
  boards: BoardCatalogue,
  reader: EventReader,
  action: EventAction,
  id: bigint,
  { locked = false } = {},
) {
  const row = locked ? await shareLockEvent(deps.db, id) : await findEvent(deps.db, id);
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  const now = deps.clock.now();
  const viewerId = reader.viewer?.id;
  const joined = viewerId ? await isParticipant(deps.db, id, viewerId) : false;
  const awards = viewerId ? await awardsOf(deps.db, id, viewerId) : [];
  const refusal = eventRefusal(reader.viewer, reader.audience, action, {
    countries: row.countries,
    phase: eventPhaseAt(row, now),
    board: boardAccess(boards, reader.audience, row.boardId),
    joined,
    wonTshirt: awards.some((award) => award.kind === 'tshirt'),
  });
  if (typeof refusal === 'string') throw new AppError(refusal);
  if (refusal) throw new AppError(refusal.code, { values: refusal.values });
  return { row, now, joined, awards };
}

export async function viewOf(
  deps: EventsDeps,
  boards: BoardCatalogue,
  reader: EventReader,
  loaded: Awaited<ReturnType<typeof eventFor>>,
): Promise<EventView> {
  const { row, now, joined, awards } = loaded;
  const prizes = await prizesOf(deps.db, [row.id]);
  const medalIds = [
    ...prizes.map((prize) => prize.medalId),
    row.participationMedalId,
    ...awards.map((award) => award.medalId),
  ].filter((medalId): medalId is bigint => medalId !== null);
  const medals = await medalRows(deps.db, medalIds);
  const counts = (await eventCounts(deps.db, [row.id])).get(row.id) ?? { participants: 0, entries: 0 };
  const board = boards.boards.find((entry) => entry.id === row.boardId);
  let me: EventView['me'] = null;
  if (reader.viewer) {
    const viewerId = reader.viewer.id;
    const entry = await entryOf(deps.db, row.id, viewerId);
    const rank = !entry
      ? null
      : row.announcedAt
        ? entry.finalRank
        : await liveRankOf(deps.db, row.id, viewerId);
    const wantsDeliveryAddress = awards.some((award) => award.kind === 'tshirt');
    const address = wantsDeliveryAddress ? await deliveryAddressOf(deps.db, row.id, viewerId) : undefined;
    me = {
      joined,
      entryPostId: entry?.postId.toString() ?? null,
      rank,
      awards: awards.map((award) => presentAward(award, medals, reader.locale)),
      wantsDeliveryAddress,
      deliveryAddress: address
        ? { recipient: address.recipient, phone: address.phone, address: address.address }
        : null,
    };
  }
  return presentEvent({ row, prizes, medals, counts, boardName: board?.name ?? {}, me, now }, reader.locale);
}
