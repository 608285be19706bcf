import { localized } from '@fanzone/contract';
import type { DeliveryAddress, EventRanking, EventView, Locale } from '@fanzone/contract';
import { eventPhaseAt, eventTieRule, limits } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAccess, boardsClosedTo } from '../boards/index.ts';
import type { BoardAudience, BoardCatalogue, BoardCatalogueService } from '../boards/index.ts';
import type { EventAction } from './events.policy.ts';
import { entryBoardIds, eventRefusal } from './events.policy.ts';
import { awardCompletions, presentAward, presentEvent } from './events.present.ts';
import {
  awardsOf,
  deliveryAddressOf,
  enterablePosts,
  entryOf,
  eventCounts,
  finalRanking,
  findEvent,
  shareLockEvent,
  insertEntry,
  insertParticipant,
  isParticipant,
  liveRankOf,
  liveRanking,
  markAwardsSeen,
  medalRows,
  prizesOf,
  saveDeliveryAddress,
} from './events.queries.ts';
import type { RankingRow } from './events.queries.ts';

export type EventsDeps = Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>;

/** Who asks, as events need them: the member (or none), their board audience and language. */
export type EventReader = { viewer: Viewer | null; audience: BoardAudience; locale: Locale };

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * Loads an event and the facts its policy needs, and answers the policy's refusal for `action` as
 * an error. Every member call starts here, so each action asks the same rules.
 */
async function eventFor(
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

async function viewOf(
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

/** An event as the reader sees it: its phase on the server's clock, its prizes, their own part. */
export async function eventDetail(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader,
  id: bigint,
) {
  const boards = await catalogue.get();
  return viewOf(deps, boards, reader, await eventFor(deps, boards, reader, 'read', id));
}

function presentLine(row: RankingRow) {
  return {
    rank: row.rank,
    post: { id: row.post_id, title: row.title, publishedAt: unixSeconds(toDate(row.published_at)) },
    author: { id: row.user_id, username: row.username, avatar: row.avatar_url },
    likeCount: row.like_count,
  };
}

/** The ranking: live by likes until the announcement, then as the announcement froze it. */
export async function eventRanking(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader,
  id: bigint,
): Promise<EventRanking> {
  const boards = await catalogue.get();
  const { row } = await eventFor(deps, boards, reader, 'read', id);
  const size = limits.events.rankingSize;
  const rows = row.announcedAt
    ? await finalRanking(deps.db, row.id, size)
    : await liveRanking(deps.db, row.id, size);
  // Entries come only from boards as open as the event's (entryBoardIds); a board narrowed since
  // keeps its entries ranked, but not shown to readers who may no longer open them.
  const closed = new Set(boardsClosedTo(boards, reader.audience));
  const shown = rows.filter((line) => !closed.has(BigInt(line.board_id)));
  return { final: row.announcedAt !== null, tieRule: eventTieRule, lines: shown.map(presentLine) };
}

/** Joins an event: only with the privacy policy accepted (spec §5), while it is open to join. */
export async function joinEvent(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader & { viewer: Viewer },
  id: bigint,
  privacyAccepted: boolean,
) {
  const boards = await catalogue.get();
  const loaded = await eventFor(deps, boards, reader, 'join', id);
  if (!privacyAccepted) throw new AppError('PRIVACY_POLICY_REQUIRED');
  await insertParticipant(deps.db, id, reader.viewer.id, loaded.now);
  return viewOf(deps, boards, reader, { ...loaded, joined: true });
}

/** The member's posts they may enter now. */
export async function myEnterablePosts(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader & { viewer: Viewer },
  id: bigint,
) {
  const boards = await catalogue.get();
  const { row } = await eventFor(deps, boards, reader, 'enter', id);
  const rows = await enterablePosts(deps.db, row, entryBoardIds(boards, row.boardId), reader.viewer.id);
  return rows.map((post) => ({
    id: post.id,
    title: post.title,
    publishedAt: unixSeconds(toDate(post.created_at)),
  }));
}

/**
 * Enters a post: the member's own, published in the event's board while entries are open. One
 * entry per member (the ranking ranks members; a second answers EVENT_ALREADY_ENTERED).
 */
export async function enterPost(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader & { viewer: Viewer },
  id: bigint,
  postId: bigint,
) {
  // Read before the transaction: the catalogue may reload from the database, which (embedded) waits
  // for the transaction to end.
  const boards = await catalogue.get();
  const loaded = await deps.db.transaction(async (tx) => {
    // The phase is decided and the entry stored under the event's lock (see shareLockEvent).
    const current = await eventFor({ ...deps, db: tx }, boards, reader, 'enter', id, { locked: true });
    if (await entryOf(tx, id, reader.viewer.id)) throw new AppError('EVENT_ALREADY_ENTERED');
    const entryBoards = entryBoardIds(boards, current.row.boardId);
    const [post] = await enterablePosts(tx, current.row, entryBoards, reader.viewer.id, postId);
    if (!post) throw new AppError('EVENT_ENTRY_INVALID');
    if (!(await insertEntry(tx, id, reader.viewer.id, postId, current.now)))
      throw new AppError('EVENT_ALREADY_ENTERED');
    return current;
  });
  return viewOf(deps, boards, reader, loaded);
}

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

/** A T-shirt winner says where to send it; kept for them and operators only. */
export async function giveDeliveryAddress(
  deps: EventsDeps,
  catalogue: BoardCatalogueService,
  reader: EventReader & { viewer: Viewer },
  id: bigint,
  address: DeliveryAddress,
): Promise<DeliveryAddress> {
  const { now } = await eventFor(deps, await catalogue.get(), reader, 'giveAddress', id);
  const saved = await saveDeliveryAddress(deps.db, {
    eventId: id,
    userId: reader.viewer.id,
    ...address,
    updatedAt: now,
  });
  return { recipient: saved.recipient, phone: saved.phone, address: saved.address };
}
