import type { ErrorCode } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { announceEvent } from '../src/modules/events/announceEvent.ts';
import {
  insertEntry,
  insertEvent,
  insertParticipant,
  replacePrizes,
  setEventStatus,
} from '../src/modules/events/events.queries.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { TestClient } from './testClient.ts';

/**
 * The events rows of the authorization matrix (authorizationMatrix.test.ts): who may join, enter,
 * see awards, give a delivery address and run the operators' calls, and how an event in a hidden
 * board, one limited to other countries and a taken-down one answer each actor.
 */
type Outcome = 'ok' | ErrorCode;
type Cell = { actor: string };
type Row = {
  request: (cell: Cell) => Promise<{ path: string; body?: unknown }>;
  expected: (cell: Cell) => Outcome;
};

const staff = ['moderator', 'boardModerator', 'otherModerator', 'admin'];
const day = 86_400_000;

export type EventMatrixFixtures = Awaited<ReturnType<typeof eventMatrixFixtures>>;

/**
 * Events the rows act on, written behind the services: one in progress in an open board, one
 * announced where the owner won a T-shirt, one each in a hidden board, for another country only,
 * and taken down.
 */
export async function eventMatrixFixtures(
  app: FastifyInstance,
  clock: Clock,
  boards: { open: bigint; hidden: bigint },
  owner: { id: bigint; postId: bigint },
) {
  const db = app.deps.db;
  const now = clock.now().getTime();
  const event = (boardId: bigint, fields: { startsAt?: number; countries?: string[] } = {}) =>
    insertEvent(db, {
      title: { en: 'Matrix event' },
      rules: { en: 'Rules' },
      countries: fields.countries ?? [],
      boardId,
      startsAt: new Date(fields.startsAt ?? now - day),
      entriesEndAt: new Date((fields.startsAt ?? now - day) + 10 * day),
      announceAt: new Date((fields.startsAt ?? now - day) + 10 * day),
      deliveryWorkingDays: 15,
      participationMedalId: null,
      createdAt: new Date(now),
    });
  const inProgress = await event(boards.open);
  const announced = await event(boards.open, { startsAt: now - 20 * day });
  await replacePrizes(db, announced.id, [
    { fromRank: 1, toRank: 1, kind: 'tshirt', coins: 0, medalId: null },
  ]);
  await insertParticipant(db, announced.id, owner.id, new Date(now - 15 * day));
  await insertEntry(db, announced.id, owner.id, owner.postId, new Date(now - 15 * day));
  await announceEvent(app.deps, announced.id, { dueOnly: true });
  const hidden = await event(boards.hidden);
  const otherCountry = await event(boards.open, { countries: ['DE'] });
  const takenDown = await event(boards.open);
  await setEventStatus(db, takenDown.id, 'taken_down');
  /** An event whose entries have ended, not announced: each operator's announcement needs its own. */
  const announceable = () => event(boards.open, { startsAt: now - 12 * day });
  return { inProgress, announced, hidden, otherCountry, takenDown, announceable, board: boards.open };
}

const signedInOnly =
  (rule: (actor: string) => Outcome) =>
  ({ actor }: Cell): Outcome =>
    actor === 'visitor' ? 'LOGIN_REQUIRED' : rule(actor);
const membersNotBanned = signedInOnly((actor) => (actor === 'banned' ? 'USER_BANNED' : 'ok'));
const operatorsOnly = signedInOnly((actor) =>
  actor === 'banned' ? 'USER_BANNED' : actor === 'admin' ? 'ok' : 'FORBIDDEN',
);

/** The write calls of `eventCalls` and `eventOperatorCalls`, one row each. */
export type EventMatrixContext = {
  app: FastifyInstance;
  clock: Clock;
  fixtures: EventMatrixFixtures;
  userIdOfActor: (actor: string) => Promise<bigint>;
  /** A post of the owner's in the in-progress event's board, published while entries are open. */
  ownerEntryPostId: string;
};

/** The rows are declared before the matrix's app exists: they read its context when they run. */
export function eventMatrixRows(context: () => EventMatrixContext): Record<string, Row> {
  const fixtures = () => context().fixtures;
  const input = () => {
    const { board } = fixtures();
    const startsAt = Math.floor(context().clock.now().getTime() / 1000);
    return {
      title: { en: 'Matrix campaign' },
      rules: { en: 'Rules' },
      boardId: board.toString(),
      startsAt,
      entriesEndAt: startsAt + 86_400,
      announceAt: startsAt + 2 * 86_400,
    };
  };
  return {
    'POST /events/:id/participants': {
      request: async () => ({
        path: `/api/events/${fixtures().inProgress.id}/participants`,
        body: { privacyAccepted: true },
      }),
      expected: membersNotBanned,
    },
    // Every signed-in actor has joined: only the owner's own post may be entered (once).
    'POST /events/:id/entries': {
      request: async ({ actor }) => {
        const { inProgress } = fixtures();
        if (actor !== 'visitor') await insertParticipantOf(actor);
        return { path: `/api/events/${inProgress.id}/entries`, body: { postId: context().ownerEntryPostId } };
      },
      expected: signedInOnly((actor) =>
        actor === 'banned' ? 'USER_BANNED' : actor === 'owner' ? 'ok' : 'EVENT_ENTRY_INVALID',
      ),
    },
    'POST /events/:id/my-awards/seen': {
      request: async () => ({ path: `/api/events/${fixtures().announced.id}/my-awards/seen` }),
      expected: membersNotBanned,
    },
    'PUT /events/:id/delivery-address': {
      request: async () => ({
        path: `/api/events/${fixtures().announced.id}/delivery-address`,
        body: { recipient: 'Arjun', phone: '+91 98765 43210', address: 'MG Road 1, Bengaluru' },
      }),
      expected: signedInOnly((actor) =>
        actor === 'banned' ? 'USER_BANNED' : actor === 'owner' ? 'ok' : 'EVENT_NO_TSHIRT',
      ),
    },
    'POST /admin/events': {
      request: async () => ({ path: '/api/admin/events', body: input() }),
      expected: operatorsOnly,
    },
    'PUT /admin/events/:id': {
      request: async () => ({ path: `/api/admin/events/${fixtures().inProgress.id}`, body: input() }),
      expected: operatorsOnly,
    },
    'PUT /admin/events/:id/status': {
      request: async () => ({
        path: `/api/admin/events/${fixtures().inProgress.id}/status`,
        body: { status: 'live' },
      }),
      expected: operatorsOnly,
    },
    'POST /admin/events/:id/announcement': {
      request: async () => ({
        path: `/api/admin/events/${(await fixtures().announceable()).id}/announcement`,
      }),
      expected: operatorsOnly,
    },
  };

  async function insertParticipantOf(actor: string) {
    // The join call has its own row above; here each actor simply is a participant already.
    const { app, clock, userIdOfActor } = context();
    await insertParticipant(app.deps.db, fixtures().inProgress.id, await userIdOfActor(actor), clock.now());
  }
}

/**
 * Reading and joining events in places not everyone may go: a hidden board's event is missing
 * outside staff; one for another country says so (operators still read it); a taken-down one
 * says 'This topic isn't available.' to everyone but operators, who may not join it either.
 */
export async function eventPlaceMismatches<Actor extends string>(
  fixtures: EventMatrixFixtures,
  clients: Record<string, TestClient>,
  actors: readonly Actor[],
  /** Whose answers an actor gets (a banned admin gets the banned member's). */
  expectedAs: (actor: Actor) => string = (actor) => actor,
) {
  const mismatches: string[] = [];
  const places = {
    hidden: {
      id: fixtures.hidden.id,
      read: (actor: string): Outcome => (staff.includes(actor) ? 'ok' : 'EVENT_NOT_FOUND'),
    },
    otherCountry: {
      id: fixtures.otherCountry.id,
      read: (actor: string): Outcome => (actor === 'admin' ? 'ok' : 'EVENT_NOT_OPEN_TO_COUNTRY'),
    },
    takenDown: {
      id: fixtures.takenDown.id,
      read: (actor: string): Outcome => (actor === 'admin' ? 'ok' : 'EVENT_NOT_AVAILABLE'),
    },
  };
  for (const [place, { id, read }] of Object.entries(places)) {
    for (const seat of actors) {
      const client = clients[seat]!;
      const actor = expectedAs(seat);
      const detail = await client.get(`/api/events/${id}`);
      note(`GET /events/:id (${place})`, seat, detail, read(actor));
      const joined = await client.api('POST', `/api/events/${id}/participants`, { privacyAccepted: true });
      let joinOutcome: Outcome =
        actor === 'visitor' ? 'LOGIN_REQUIRED' : actor === 'banned' ? 'USER_BANNED' : read(actor);
      if (joinOutcome === 'ok' && place === 'takenDown') joinOutcome = 'EVENT_NOT_AVAILABLE';
      note(`POST /events/:id/participants (${place})`, seat, joined, joinOutcome);
    }
  }
  return mismatches;

  function note(
    what: string,
    actor: string,
    answer: { statusCode: number; body: { code?: string } },
    outcome: Outcome,
  ) {
    const got = answer.statusCode === 200 ? 'ok' : answer.body.code;
    if (got !== outcome) mismatches.push(`${what} as ${actor}: got ${got}, expected ${outcome}`);
  }
}
