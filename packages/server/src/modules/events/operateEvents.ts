import type { EventAdmin, EventAwardAdmin, EventStatus, Locale, eventInputSchema } from '@fanzone/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import { announceEvent } from './announceEvent.ts';
import { presentAward, presentEventForOperators } from './events.present.ts';
import type { PrizeFields } from './events.queries.ts';
import {
  allEvents,
  awardsForOperators,
  eventCounts,
  findEvent,
  insertEvent,
  lockEvent,
  medalRows,
  prizesOf,
  replacePrizes,
  setEventStatus,
  updateEventRow,
} from './events.queries.ts';
import type { EventRow } from './events.tables.ts';

type OperatorDeps = Pick<Deps, 'db' | 'clock' | 'events' | 'log'>;
type EventInput = z.output<typeof eventInputSchema>;

async function present(deps: OperatorDeps, rows: EventRow[]): Promise<EventAdmin[]> {
  const ids = rows.map((row) => row.id);
  const prizes = await prizesOf(deps.db, ids);
  const counts = await eventCounts(deps.db, ids);
  const now = deps.clock.now();
  return rows.map((row) =>
    presentEventForOperators(
      row,
      prizes.filter((prize) => prize.eventId === row.id),
      counts.get(row.id) ?? { participants: 0, entries: 0 },
      now,
    ),
  );
}

/**
 * Checks what the schema cannot: the dates in order, the board and medals existing, prize ranks
 * in order without overlaps for one kind, Coins on a Coins prize and a medal on a medal prize.
 */
async function checkedFields(deps: OperatorDeps, catalogue: BoardCatalogueService, input: EventInput) {
  if (!(input.startsAt < input.entriesEndAt && input.entriesEndAt <= input.announceAt))
    throw new AppError('EVENT_DATES_INVALID');
  if (!(await catalogue.get()).boards.some((board) => board.id === BigInt(input.boardId)))
    throw new AppError('BOARD_NOT_FOUND');
  const prizes: PrizeFields[] = input.prizes.map((prize) => ({
    fromRank: prize.fromRank,
    toRank: prize.toRank,
    kind: prize.kind,
    coins: prize.kind === 'coins' ? prize.coins : 0,
    medalId: prize.kind === 'medal' && prize.medalId ? BigInt(prize.medalId) : null,
  }));
  for (const [index, prize] of prizes.entries()) {
    const wellFormed =
      prize.toRank >= prize.fromRank &&
      (prize.kind !== 'coins' || prize.coins > 0) &&
      (prize.kind !== 'medal' || prize.medalId !== null);
    const overlaps = prizes.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.kind === prize.kind &&
        other.fromRank <= prize.toRank &&
        prize.fromRank <= other.toRank,
    );
    if (!wellFormed || overlaps) throw new AppError('EVENT_PRIZES_INVALID');
  }
  const participationMedalId = input.participationMedalId ? BigInt(input.participationMedalId) : null;
  const medalIds = [...prizes.map((prize) => prize.medalId), participationMedalId].filter(
    (id): id is bigint => id !== null,
  );
  const known = await medalRows(deps.db, medalIds);
  if (medalIds.some((id) => !known.has(id))) throw new AppError('MEDAL_NOT_FOUND');
  return {
    fields: {
      title: input.title,
      rules: input.rules,
      countries: [...new Set(input.countries)],
      boardId: BigInt(input.boardId),
      startsAt: new Date(input.startsAt * 1000),
      entriesEndAt: new Date(input.entriesEndAt * 1000),
      announceAt: new Date(input.announceAt * 1000),
      deliveryWorkingDays: input.deliveryWorkingDays,
      participationMedalId,
    },
    prizes,
  };
}

export async function listEvents(deps: OperatorDeps) {
  return present(deps, await allEvents(deps.db));
}

export async function eventForOperators(deps: OperatorDeps, id: bigint) {
  const row = await findEvent(deps.db, id);
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  return (await present(deps, [row]))[0]!;
}

export async function createEvent(deps: OperatorDeps, catalogue: BoardCatalogueService, input: EventInput) {
  const { fields, prizes } = await checkedFields(deps, catalogue, input);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertEvent(tx, { ...fields, createdAt: deps.clock.now() });
    await replacePrizes(tx, created.id, prizes);
    return created;
  });
  return (await present(deps, [row]))[0]!;
}

/** Edits an event and its prizes; once announced, its awards are made and it no longer changes. */
export async function updateEvent(
  deps: OperatorDeps,
  catalogue: BoardCatalogueService,
  id: bigint,
  input: EventInput,
) {
  const { fields, prizes } = await checkedFields(deps, catalogue, input);
  const row = await deps.db.transaction(async (tx: Db) => {
    const current = await lockEvent(tx, id);
    if (!current) throw new AppError('EVENT_NOT_FOUND');
    if (current.announcedAt) throw new AppError('EVENT_ALREADY_ANNOUNCED');
    const updated = await updateEventRow(tx, id, fields);
    await replacePrizes(tx, id, prizes);
    return updated!;
  });
  return (await present(deps, [row]))[0]!;
}

/** Pause, resume or take down: the members' page then says the spec's text. */
export async function changeEventStatus(deps: OperatorDeps, id: bigint, status: EventStatus) {
  const row = await setEventStatus(deps.db, id, status);
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  return (await present(deps, [row]))[0]!;
}

/**
 * Announce now (operators): once entries have ended, without waiting for the announcement date.
 * The same exactly-once announcement the timed job runs.
 */
export async function announceNow(deps: OperatorDeps, id: bigint) {
  const row = await findEvent(deps.db, id);
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  const now = deps.clock.now();
  if (row.announcedAt) throw new AppError('EVENT_ALREADY_ANNOUNCED');
  if (row.status === 'paused') throw new AppError('EVENT_PAUSED');
  if (row.status === 'taken_down') throw new AppError('EVENT_NOT_AVAILABLE');
  if (now.getTime() < row.entriesEndAt.getTime()) throw new AppError('EVENT_ENTRIES_OPEN');
  const outcome = await announceEvent(deps, id, { dueOnly: false });
  // Another node (or the job) announced it between the read and the guard.
  if (!outcome) throw new AppError('EVENT_ALREADY_ANNOUNCED');
  return outcome;
}

/** Every award of the event with its member and, for T-shirts, where to send it. */
export async function eventAwardsForOperators(
  deps: OperatorDeps,
  id: bigint,
  locale: Locale,
): Promise<EventAwardAdmin[]> {
  if (!(await findEvent(deps.db, id))) throw new AppError('EVENT_NOT_FOUND');
  const rows = await awardsForOperators(deps.db, id);
  const medals = await medalRows(
    deps.db,
    rows.map(({ award }) => award.medalId).filter((medalId): medalId is bigint => medalId !== null),
  );
  return rows.map(({ award, member, address }) => ({
    ...presentAward(award, medals, locale),
    member: { id: member.id.toString(), username: member.username, avatar: member.avatar },
    deliveryAddress: address
      ? { recipient: address.recipient, phone: address.phone, address: address.address }
      : null,
  }));
}
