import type { Call, ErrorCode, PostDetail, QuestionnaireView } from '@fanzone/contract';
import * as contract from '@fanzone/contract';
import { httpStatusOf } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoBoards,
  makeModerator,
  publish,
  makeAdmin,
  setBanned,
  setLevel,
  userIdOf,
  validPost,
} from '../test/forum.ts';
import { signedIn } from '../test/rewards.ts';
import { switchLettersOn } from '../test/letters.ts';
import { insertNotification } from './modules/notifications/notifications.queries.ts';
import { fileReportRow } from './modules/reports/reports.queries.ts';
import { insertFeedback } from './modules/feedback/feedback.queries.ts';
import { insertApplication } from './modules/certification/certification.queries.ts';
import { allBoards, insertBoard, insertSections, sectionsOfBoards } from './modules/boards/boards.queries.ts';
import { allSiteLinks, insertSiteLink } from './modules/boards/structure.queries.ts';
import { boardBannersOf, insertBoardBanner, insertTcm } from './modules/collections/collections.queries.ts';
import { allDiscoverModels, insertDiscoverModel } from './modules/contentPages/contentPages.queries.ts';
import type { MultipartFile } from '../test/multipart.ts';
import { createTestApp, testDatabase } from '../test/testApp.ts';
import { TestClient } from '../test/testClient.ts';
import type { EventMatrixContext } from '../test/eventMatrix.ts';
import { eventMatrixFixtures, eventMatrixRows, eventPlaceMismatches } from '../test/eventMatrix.ts';
import { videoFile } from '@fanzone/testkit';
import { manualClock, unixSeconds } from './platform/clock.ts';

/**
 * The authorization matrix: a new action gets its row here before it gets a route (docs/CONVENTIONS.md: a
 * new action is a new row of the authorization matrix). Every write call the contract declares (every
 * `*Calls` table of `@fanzone/contract`) has one row: how to send it, and its expected answer for
 * each actor — a visitor, a member below level 3, one at level 3, a banned member, a banned admin, a
 * moderator of
 * every board, of the board in question and of another board, an admin, and the owner of what it
 * acts on — and, for calls about a post or its comments, for each kind of post: in an open board, a
 * hidden (moderators only) and an editors-only board, a closed board, a board open to other
 * countries only, and a removed post. A call added to the contract without its row fails the first
 * test.
 */

type Actor =
  | 'visitor'
  | 'level1'
  | 'level3'
  | 'banned'
  | 'bannedAdmin'
  | 'moderator'
  | 'boardModerator'
  | 'otherModerator'
  | 'admin'
  | 'owner';
const actors: readonly Actor[] = [
  'visitor',
  'level1',
  'level3',
  'banned',
  'bannedAdmin',
  'moderator',
  'boardModerator',
  'otherModerator',
  'admin',
  'owner',
];

/** Who each signed-in actor is in the demo community; the owner wrote every post the matrix acts on. */
const usernames: Record<Exclude<Actor, 'visitor'>, string> = {
  level1: 'maria_lens',
  level3: 'budi_gamer',
  banned: 'rahim_bd',
  bannedAdmin: '数码控',
  moderator: 'moderator',
  boardModerator: 'Алексей',
  otherModerator: 'أحمد',
  admin: 'admin',
  owner: 'arjun.tech',
};

/** Where the post a call acts on is: each is a post of the owner's, put there the way staff would. */
type PostTarget = 'open' | 'hidden' | 'editorsOnly' | 'closed' | 'otherCountry' | 'removed';
const postTargets: readonly PostTarget[] = [
  'open',
  'hidden',
  'editorsOnly',
  'closed',
  'otherCountry',
  'removed',
];
const targetBoards: Record<PostTarget, string> = {
  open: 'Nova 12',
  hidden: "Moderators' lounge",
  editorsOnly: "Editors' desk",
  closed: 'Announcements',
  otherCountry: 'Nova 12 EU edition',
  removed: 'Nova 12',
};

/** The countries the EU edition's board is open to (demo data): no actor is from one. */
const euEdition = ['DE', 'FR', 'IT', 'ES', 'NL', 'AT', 'BE', 'PL'];

/** The expected answer: success, or the error code (its HTTP status comes from the contract). */
type Outcome = 'ok' | ErrorCode;
type Cell = { actor: Actor; target: PostTarget | null };
type Request = { path: string; body?: unknown; upload?: MultipartFile; headers?: Record<string, string> };
type Row = {
  /** Calls about a post run against every kind of post; the others once per actor. */
  aboutPosts?: true;
  /** The path and body for this cell; a cell whose call uses its target up gets a fresh one here. */
  request: (cell: Cell) => Promise<Request> | Request;
  expected: (cell: Cell) => Outcome;
};

/** The staff roles: what boards they see and where they may post does not depend on their scope. */
const isStaff = (actor: Actor) =>
  actor === 'moderator' || actor === 'boardModerator' || actor === 'otherModerator' || actor === 'admin';

/**
 * Whether the actor moderates the board a target post is in: the global moderator and admins every
 * board; the board moderator "Nova 12 Series" with its sub boards (Nova 12, the EU edition); the
 * other moderator only "Nova Buds", where no target is.
 */
const moderates = (actor: Actor, target: PostTarget) =>
  actor === 'moderator' ||
  actor === 'admin' ||
  (actor === 'boardModerator' && (target === 'open' || target === 'removed' || target === 'otherCountry'));
const boardModeratorBoards = ['Nova 12 Series'];
const otherModeratorBoards = ['Nova Buds'];

/** Whoever is signed in gets `rule`'s answer; a visitor is asked to sign in. */
const signedInOnly =
  (rule: (actor: Actor) => Outcome) =>
  ({ actor }: Cell): Outcome =>
    actor === 'visitor' ? 'LOGIN_REQUIRED' : rule(actor);
const anyone = (): Outcome => 'ok';
const members = signedInOnly(() => 'ok');
const membersNotBanned = signedInOnly((actor) => (actor === 'banned' ? 'USER_BANNED' : 'ok'));
/** Admins; a banned account is told it is banned before anything else (the contract's `access`). */
const operators = signedInOnly((actor) =>
  actor === 'banned' ? 'USER_BANNED' : actor === 'admin' ? 'ok' : 'FORBIDDEN',
);
/** Moderators of every board and admins; a banned member is told they are banned before anything else. */
const everyBoardsModerators = signedInOnly((actor) =>
  actor === 'banned' ? 'USER_BANNED' : actor === 'moderator' || actor === 'admin' ? 'ok' : 'FORBIDDEN',
);
/** The moderators of the board Nova 12 (and of every board), and admins. */
const nova12Moderators = signedInOnly((actor) =>
  actor === 'banned' ? 'USER_BANNED' : moderates(actor, 'open') ? 'ok' : 'FORBIDDEN',
);

/**
 * Who may read a post where it is (spec §4, §6): a hidden board is missing for everyone outside its
 * audience; a board open to other countries says so (none of the actors has a country on its list,
 * and staff have none); a removed post reads as deleted.
 */
function readOutcome(actor: Actor, target: PostTarget): Outcome {
  if (target === 'hidden' || target === 'editorsOnly') return isStaff(actor) ? 'ok' : 'POST_NOT_FOUND';
  if (target === 'otherCountry') return 'SECTION_NOT_OPEN_TO_COUNTRY';
  if (target === 'removed') return 'POST_DELETED';
  return 'ok';
}

/** A write on a post: sign in, no ban, the post readable, then the action's own rule. */
const onPost =
  (rule: (actor: Actor, target: PostTarget) => Outcome = () => 'ok') =>
  ({ actor, target }: Cell): Outcome => {
    if (actor === 'visitor') return 'LOGIN_REQUIRED';
    if (actor === 'banned') return 'USER_BANNED';
    const read = readOutcome(actor, target!);
    return read === 'ok' ? rule(actor, target!) : read;
  };

/**
 * A moderation action on a post: the board's moderators act whatever the post's state or the
 * board's countries (then the action's own rule); other staff get what reading it would answer,
 * else FORBIDDEN; a member is refused before the post is looked at.
 */
const moderation =
  (rule: (target: PostTarget) => Outcome = () => 'ok') =>
  ({ actor, target }: Cell): Outcome => {
    if (actor === 'visitor') return 'LOGIN_REQUIRED';
    if (actor === 'banned') return 'USER_BANNED';
    // A member is refused before the post is looked at (the call's `access` is staff).
    if (!isStaff(actor)) return 'FORBIDDEN';
    if (moderates(actor, target!)) return rule(target!);
    const read = readOutcome(actor, target!);
    return read === 'ok' ? 'FORBIDDEN' : read;
  };

/** Checks one answer against its expected outcome, noting a mismatch (the separate matrix tests' cells). */
/**
 * A banned account is told it is banned whatever its role (the calls' `access`, the services' ban
 * first), and reads as a member (a banned moderator keeps no hidden board): a banned admin's every
 * answer is the banned member's.
 */
const expectedAs = (actor: Actor): Actor => (actor === 'bannedAdmin' ? 'banned' : actor);

const comparer =
  (mismatches: string[]) =>
  (what: string, actor: Actor, answer: { statusCode: number; body: { code?: string } }, outcome: Outcome) => {
    const wanted = outcome === 'ok' ? [200, undefined] : [httpStatusOf(outcome), outcome];
    const got = [answer.statusCode, answer.body.code];
    if (JSON.stringify(got) !== JSON.stringify(wanted))
      mismatches.push(`${what} as ${actor}: got ${got.join(' ')}, expected ${wanted.join(' ')}`);
  };

/** A Wednesday at noon in the global build's time zone (UTC): yesterday is in this week. */
const clock = manualClock(new Date('2026-11-25T12:00:00Z'));

describe(`the authorization matrix (${testDatabase})`, () => {
  let app: FastifyInstance;
  const clients = {} as Record<Actor, TestClient>;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;
  /** The post of each target, and a comment of the owner's on it. */
  const targets = {} as Record<PostTarget, { post: PostDetail; commentId: string }>;
  let questionnaire: QuestionnaireView;
  let visitMissionId: string;
  let image: Buffer;
  /** A country members may choose here whose boards are not the EU edition's: choosing it changes no answer. */
  let homeCountry: string;
  /** A member no row acts as: bans in the matrix fall on them, never on an actor. */
  let bystanderId: string;
  /** The events the events rows act on (test/eventMatrix.ts). */
  let eventContext: EventMatrixContext;
  /** Check-in is in the brand's app only (unless operators open it on the web). */
  const inBrandApp = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) FanzoneCommunity/3.2.0' };

  const pollInput = {
    title: 'Best colour?',
    type: 'text' as const,
    multiple: false,
    options: [{ label: 'Blue' }, { label: 'Green' }],
  };
  const postInputFor = (target: PostTarget, title: string) =>
    validPost(boardOf(targetBoards[target]), {
      kind: 'topic',
      title,
      poll: { ...pollInput, deadline: deadline() },
    });
  let deadlineSeconds = 0;
  const deadline = () => deadlineSeconds;

  /**
   * A post of the owner's where `target` says: published in an open board, then moved there as a
   * moderator would, or removed by its owner; with a comment of the owner's on it.
   */
  async function ownersPost(target: PostTarget, title = `Matrix ${target}`) {
    const post = await publish(
      clients.owner,
      validPost(boardOf('Nova 12'), { kind: 'topic', title, poll: { ...pollInput, deadline: deadline() } }),
    );
    const comment = await clients.owner.api('POST', `/api/posts/${post.id}/comments`, {
      content: 'First!',
      images: [],
    });
    const commentId = (comment.body.data as { id: string }).id;
    if (target === 'removed') await clients.owner.api('DELETE', `/api/posts/${post.id}`);
    else if (target !== 'open') {
      await moveBehindServices(post.id, boardOf(targetBoards[target]).id);
    }
    return { post, commentId };
  }

  /** Puts a post into a board (with the board's main board) in SQL, as a moderator's move would. */
  async function moveBehindServices(postId: string, boardId: string) {
    await app.deps.database.withConnection((connection) =>
      connection.query(
        `UPDATE posts SET board_id = b.id, main_board_id = coalesce(b.parent_id, b.id), section_id = NULL
         FROM boards b WHERE b.id = ${BigInt(boardId)} AND posts.id = ${BigInt(postId)}`,
      ),
    );
  }

  beforeAll(async () => {
    app = await createTestApp({ region: 'global', demoData: true, clock, env: { TRUST_PROXY: '1' } });
    deadlineSeconds = unixSeconds(clock.now()) + 7 * 24 * 3600;
    await setLevel(app, 'maria_lens', 1);
    await setLevel(app, 'budi_gamer', 3);
    await setLevel(app, 'arjun.tech', 3);
    await makeModerator(app, usernames.boardModerator, boardModeratorBoards);
    await makeModerator(app, usernames.otherModerator, otherModeratorBoards);
    clients.visitor = new TestClient(app);
    await signInEveryone();
    // Banned after signing in: a ban holds from the next request of a session already open.
    await setBanned(app, 'rahim_bd', true);
    await makeAdmin(app, usernames.bannedAdmin);
    await setBanned(app, usernames.bannedAdmin, true);
    bystanderId = await userIdOf(app, 'Ирина');
    boardOf = await demoBoards(clients.moderator);
    await switchLettersOn(app);
    for (const target of postTargets) targets[target] = await ownersPost(target);
    questionnaire = (await clients.admin.get('/api/questionnaires/fan-quiz')).body.data as QuestionnaireView;
    const missions = (await clients.admin.get('/api/admin/missions')).body.data as {
      id: string;
      activity: string;
      period: string;
    }[];
    visitMissionId = missions.find((mission) => mission.activity === 'login')!.id;
    const countries = (await clients.visitor.get('/api/constant/active-country-list')).body.data as {
      code: string;
    }[];
    homeCountry = countries.map((country) => country.code).find((code) => !euEdition.includes(code))!;
    image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const ownerEntry = await publish(
      clients.owner,
      validPost(boardOf('Photography club'), { title: 'Matrix event entry' }),
    );
    const owner = { id: BigInt(targets.open.post.author.id), postId: BigInt(targets.open.post.id) };
    const places = {
      open: BigInt(boardOf('Photography club').id),
      hidden: BigInt(boardOf(targetBoards.hidden).id),
    };
    eventContext = {
      app,
      clock,
      fixtures: await eventMatrixFixtures(app, clock, places, owner),
      userIdOfActor: async (actor) =>
        BigInt(await userIdOf(app, usernames[actor as Exclude<Actor, 'visitor'>])),
      ownerEntryPostId: ownerEntry.id,
    };
  });
  afterAll(async () => {
    await app.close();
  });

  const postPath = ({ target }: Cell, suffix = '') => `/api/posts/${targets[target!].post.id}${suffix}`;
  const commentPath = ({ target }: Cell, suffix = '') =>
    `/api/comments/${targets[target!].commentId}${suffix}`;
  let fresh = 0;
  const freshName = (stem: string) => `${stem}_${(fresh += 1)}`;
  /** A withdrawn collection for an operator's call to change (members never see it). */
  const matrixTcm = () =>
    insertTcm(app.deps.db, {
      type: 'collection',
      tcmTitle: { en: 'Matrix' },
      title: { en: 'Matrix' },
      status: 'withdrawn',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
  /** A switched-off banner on a board no target is in. */
  const matrixBanner = () =>
    insertBoardBanner(app.deps.db, {
      boardId: BigInt(boardOf('Nova Buds').id),
      title: { en: 'Matrix' },
      imageUrl: '/site/m.svg',
      redirectType: 'task',
      resource: '',
      enabled: false,
    });

  const rows: Record<string, Row> = {
    // Events and campaigns: join, enter, awards, delivery address; operators' calls (test/eventMatrix.ts).
    ...eventMatrixRows(() => eventContext),
    // Identity and the account provider.
    'POST /auth/logout': { request: () => ({ path: '/api/auth/logout' }), expected: anyone },
    'PUT /account/country/:code': {
      request: () => ({ path: `/api/account/country/${homeCountry}` }),
      expected: members,
    },
    'PUT /account/information': {
      request: () => ({ path: '/api/account/information', body: { username: freshName('renamed') } }),
      expected: membersNotBanned,
    },
    'POST /idp/interaction/:uid/login': {
      request: () => ({
        path: '/api/idp/interaction/unknown-uid/login',
        body: { login: 'fan', password: 'fanzone-fan' },
      }),
      expected: () => 'LOGIN_FAILED',
    },
    'POST /idp/interaction/:uid/register': {
      request: () => ({
        path: '/api/idp/interaction/unknown-uid/register',
        body: {
          username: freshName('newcomer'),
          email: `${freshName('new')}@example.com`,
          password: 'a-long-passphrase',
        },
      }),
      expected: () => 'LOGIN_FAILED',
    },
    // The site's logs of consent and visits are for everyone.
    'POST /account/log/cookieprivacy/accept': {
      request: () => ({ path: '/api/account/log/cookieprivacy/accept' }),
      expected: anyone,
    },
    'POST /account/log/cookieprivacymanage/done': {
      request: () => ({
        path: '/api/account/log/cookieprivacymanage/done',
        body: { flags: [true, false, true, false] },
      }),
      expected: anyone,
    },
    'POST /account/log/visit/accept': {
      request: () => ({ path: '/api/account/log/visit/accept' }),
      expected: anyone,
    },
    // Boards and members.
    'PUT /forum/:id/follow': {
      aboutPosts: true,
      request: ({ target }) => ({ path: `/api/forum/${boardOf(targetBoards[target!]).id}/follow` }),
      expected: ({ actor, target }) => {
        if (actor === 'visitor') return 'LOGIN_REQUIRED';
        if (actor === 'banned') return 'USER_BANNED';
        if ((target === 'hidden' || target === 'editorsOnly') && !isStaff(actor)) return 'BOARD_NOT_FOUND';
        return target === 'otherCountry' ? 'SECTION_NOT_OPEN_TO_COUNTRY' : 'ok';
      },
    },
    'DELETE /forum/:id/follow': {
      aboutPosts: true,
      request: ({ target }) => ({ path: `/api/forum/${boardOf(targetBoards[target!]).id}/follow` }),
      expected: ({ actor, target }) => {
        if (actor === 'visitor') return 'LOGIN_REQUIRED';
        if (actor === 'banned') return 'USER_BANNED';
        return (target === 'hidden' || target === 'editorsOnly') && !isStaff(actor)
          ? 'BOARD_NOT_FOUND'
          : 'ok';
      },
    },
    'PUT /user/:id/follow': {
      request: () => ({ path: `/api/user/${targets.open.post.author.id}/follow` }),
      expected: followOthers,
    },
    'DELETE /user/:id/follow': {
      request: () => ({ path: `/api/user/${targets.open.post.author.id}/follow` }),
      expected: followOthers,
    },
    'POST /account/followers/seen': {
      request: () => ({ path: '/api/account/followers/seen' }),
      expected: members,
    },
    'PUT /user/:id/block': {
      request: () => ({ path: `/api/user/${targets.open.post.author.id}/block` }),
      expected: blockOthers,
    },
    // The letters' block is the profile's block: the unblock row next lifts both.
    'POST /private-letter/blacklist/:userId': {
      request: () => ({ path: `/api/private-letter/blacklist/${targets.open.post.author.id}` }),
      expected: blockOthers,
    },
    'DELETE /user/:id/block': {
      request: () => ({ path: `/api/user/${targets.open.post.author.id}/block` }),
      expected: blockOthers,
    },
    // Posts.
    'POST /posts': {
      aboutPosts: true,
      request: ({ target }) => ({
        path: '/api/posts',
        body: postInputFor(target!, freshName('Matrix publish')),
      }),
      expected: ({ actor, target }) => {
        if (actor === 'visitor') return 'LOGIN_REQUIRED';
        if (actor === 'banned') return 'USER_BANNED';
        if ((target === 'hidden' || target === 'editorsOnly') && !isStaff(actor)) return 'BOARD_NOT_FOUND';
        if (target === 'otherCountry') return 'SECTION_NOT_OPEN_TO_COUNTRY';
        if (target === 'closed' && !isStaff(actor)) return 'BOARD_CLOSED';
        return 'ok';
      },
    },
    'PUT /posts/:id': {
      aboutPosts: true,
      request: (cell) => ({
        path: postPath(cell),
        body: postInputFor(cell.target!, targets[cell.target!].post.title),
      }),
      expected: onPost((actor, target) => {
        if (moderates(actor, target)) return 'ok';
        if (actor !== 'owner') return 'FORBIDDEN';
        // The owner may edit where they may still publish.
        return target === 'closed' ? 'BOARD_CLOSED' : 'ok';
      }),
    },
    'DELETE /posts/:id': {
      aboutPosts: true,
      // Each cell deletes a post of its own, so no cell finds the post another removed.
      request: async (cell) => {
        const { post } = await ownersPost(cell.target!, freshName('Matrix removal'));
        return { path: `/api/posts/${post.id}` };
      },
      expected: (cell) => {
        const mayDelete = cell.actor === 'owner' || moderates(cell.actor, cell.target!);
        // Deleting a deleted post again is harmless for whoever may delete it.
        if (cell.target === 'removed' && mayDelete) return 'ok';
        return onPost((actor) => (mayDelete || actor === 'owner' ? 'ok' : 'FORBIDDEN'))(cell);
      },
    },
    'PUT /posts/:id/like': {
      aboutPosts: true,
      request: (cell) => ({ path: postPath(cell, '/like') }),
      expected: onPost(),
    },
    'DELETE /posts/:id/like': {
      aboutPosts: true,
      request: (cell) => ({ path: postPath(cell, '/like') }),
      expected: onPost(),
    },
    'PUT /posts/:id/favourite': {
      aboutPosts: true,
      request: (cell) => ({ path: postPath(cell, '/favourite') }),
      expected: onPost(),
    },
    'DELETE /posts/:id/favourite': {
      aboutPosts: true,
      request: (cell) => ({ path: postPath(cell, '/favourite') }),
      expected: onPost(),
    },
    'POST /posts/:id/shares': {
      aboutPosts: true,
      request: (cell) => ({ path: postPath(cell, '/shares') }),
      expected: onPost(),
    },
    'POST /posts/:id/poll/votes': {
      aboutPosts: true,
      request: (cell) => ({
        path: postPath(cell, '/poll/votes'),
        body: { optionIds: [targets[cell.target!].post.poll!.options[0]!.id] },
      }),
      expected: onPost(),
    },
    'PUT /posts/:id/featured': {
      aboutPosts: true,
      request: (cell) => ({ path: postPath(cell, '/featured'), body: { featured: true } }),
      expected: onPost((actor, target) => (moderates(actor, target) ? 'ok' : 'FORBIDDEN')),
    },
    // Drafts are each member's own: another member's draft is missing.
    'POST /drafts': { request: () => ({ path: '/api/drafts', body: draftBody() }), expected: members },
    'PUT /drafts/:id': {
      request: async (cell) => ({ path: `/api/drafts/${await ownersDraft(cell)}`, body: draftBody() }),
      expected: ownDraft,
    },
    'DELETE /drafts/:id': {
      request: async (cell) => ({ path: `/api/drafts/${await ownersDraft(cell)}` }),
      expected: ownDraft,
    },
    'DELETE /drafts': { request: () => ({ path: '/api/drafts' }), expected: members },
    'POST /drafts/seen': { request: () => ({ path: '/api/drafts/seen' }), expected: members },
    // Comments.
    'POST /posts/:id/comments': {
      aboutPosts: true,
      request: (cell) => ({ path: postPath(cell, '/comments'), body: { content: 'Me too', images: [] } }),
      expected: onPost(),
    },
    'PUT /comments/:id/like': {
      aboutPosts: true,
      request: (cell) => ({ path: commentPath(cell, '/like') }),
      expected: onPost(),
    },
    'DELETE /comments/:id/like': {
      aboutPosts: true,
      request: (cell) => ({ path: commentPath(cell, '/like') }),
      expected: onPost(),
    },
    'DELETE /comments/:id': {
      aboutPosts: true,
      request: async (cell) => {
        const { commentId } = await ownersPost(cell.target!, freshName('Matrix comment removal'));
        return { path: `/api/comments/${commentId}` };
      },
      // The comment's author (here the post's owner too) or staff may delete it.
      expected: onPost((actor, target) =>
        actor === 'owner' || moderates(actor, target) ? 'ok' : 'FORBIDDEN',
      ),
    },
    // Uploads are checked by content; who may upload is decided before a byte is read.
    'POST /upload/img': {
      request: () => ({
        path: '/api/upload/img',
        upload: { name: 'a.png', bytes: image, contentType: 'image/png' },
      }),
      expected: membersNotBanned,
    },
    'POST /upload/video': {
      request: () => ({
        path: '/api/upload/video',
        upload: { name: 'clip.mp4', bytes: videoFile(), contentType: 'video/mp4' },
      }),
      expected: membersNotBanned,
    },
    'POST /upload/file': {
      request: () => ({
        path: '/api/upload/file',
        upload: { name: 'crash.log', bytes: Buffer.from('E/AndroidRuntime: FATAL\n') },
      }),
      expected: membersNotBanned,
    },
    // The message centre: a member marks only their own lines.
    'PUT /message/:id/read': {
      request: async () => ({ path: `/api/message/${await ownersNotification()}/read` }),
      expected: signedInOnly((actor) => (actor === 'owner' ? 'ok' : 'NOTIFICATION_NOT_FOUND')),
    },
    'PUT /message/read': { request: () => ({ path: '/api/message/read', body: {} }), expected: members },
    // Private letters (switched on for the matrix): anyone signed in and not banned writes the owner.
    'POST /private-letter/message': {
      request: () => ({
        path: '/api/private-letter/message',
        body: { otherUserId: targets.open.post.author.id, contentType: 1, content: 'Hello from the matrix' },
      }),
      expected: signedInOnly((actor) => {
        if (actor === 'banned') return 'USER_BANNED';
        return actor === 'owner' ? 'CANNOT_MESSAGE_SELF' : 'ok';
      }),
    },
    'PUT /private-letter/message/:messageId': {
      // The owner writes the level-1 member afresh for each cell; only the owner may take it back.
      request: async () => ({ path: `/api/private-letter/message/${await ownersLetterToLevel1()}` }),
      expected: signedInOnly((actor) => {
        if (actor === 'owner') return 'ok';
        return actor === 'level1' ? 'LETTER_NOT_YOURS' : 'LETTER_NOT_FOUND';
      }),
    },
    'PUT /private-letter/conversations/:userId/read': {
      request: () => ({ path: `/api/private-letter/conversations/${targets.open.post.author.id}/read` }),
      expected: members,
    },
    'PUT /private-letter/settings': {
      request: () => ({ path: '/api/private-letter/settings', body: { whoCanMessageMe: 'everyone' } }),
      expected: members,
    },
    'POST /upload/private-letter-img': {
      request: () => ({
        path: '/api/upload/private-letter-img',
        upload: { name: 'a.png', bytes: image, contentType: 'image/png' },
      }),
      expected: membersNotBanned,
    },
    'POST /upload/private-letter-video': {
      request: () => ({
        path: '/api/upload/private-letter-video',
        upload: { name: 'clip.mp4', bytes: videoFile(), contentType: 'video/mp4' },
      }),
      expected: membersNotBanned,
    },
    // Rewards and check-in.
    'POST /mission/award': {
      request: () => ({ path: '/api/mission/award', body: { id: visitMissionId } }),
      expected: membersNotBanned,
    },
    'POST /mission/browse/start': {
      request: () => ({ path: '/api/mission/browse/start' }),
      expected: membersNotBanned,
    },
    'POST /mission/browse/finish': {
      request: () => ({ path: '/api/mission/browse/finish', body: { ticket: 'not-a-ticket' } }),
      expected: signedInOnly((actor) => (actor === 'banned' ? 'USER_BANNED' : 'BROWSE_TICKET_INVALID')),
    },
    'POST /check-in/status': { request: () => ({ path: '/api/check-in/status' }), expected: members },
    'POST /check-in': {
      request: () => ({ path: '/api/check-in', headers: inBrandApp }),
      expected: membersNotBanned,
    },
    'POST /check-in/make-up': {
      request: () => ({ path: '/api/check-in/make-up', body: { day: yesterdayNoon() }, headers: inBrandApp }),
      expected: membersNotBanned,
    },
    'POST /questionnaires/:code/answers': {
      request: () => ({
        path: '/api/questionnaires/fan-quiz/answers',
        body: {
          answers: questionnaire.questions.map((question) => ({
            questionId: question.id,
            optionIds: [question.options[0]!.id],
          })),
        },
      }),
      expected: membersNotBanned,
    },
    // Operators' calls.
    'POST /admin/rewards': {
      request: async () => ({
        path: '/api/admin/rewards',
        body: { userId: targets.open.post.author.id, coins: 1, growthValue: 0, note: 'Matrix' },
      }),
      expected: operators,
    },
    // Moderation.
    'PUT /posts/:id/moderation': {
      aboutPosts: true,
      // Unpinning a post that is not pinned changes nothing: the cells leave the targets as they are.
      request: (cell) => ({ path: postPath(cell, '/moderation'), body: { action: 'unpin' } }),
      expected: moderation(),
    },
    'PUT /forum/:id/moderation': {
      aboutPosts: true,
      request: (cell) => ({
        path: `/api/forum/${boardOf(targetBoards[cell.target!]).id}/moderation`,
        body: { postIds: [targets[cell.target!].post.id], moderation: { action: 'sink' } },
      }),
      // Only a live post sinks; its moderators are told a removed one is gone.
      expected: moderation((target) => (target === 'removed' ? 'POST_DELETED' : 'ok')),
    },
    'PUT /comments/:id/moderation': {
      aboutPosts: true,
      // Unshielding a comment that is not shielded changes nothing: the targets stay as they are.
      request: (cell) => ({ path: commentPath(cell, '/moderation'), body: { action: 'unshield' } }),
      expected: moderation(),
    },
    // Reports: each cell reports (or decides on) a fresh post, so no cell meets another's report.
    'POST /reports': {
      aboutPosts: true,
      request: async (cell) => {
        const { post } = await ownersPost(cell.target!, freshName('Matrix report'));
        return { path: '/api/reports', body: { targetKind: 'post', targetId: post.id, reasons: ['spam'] } };
      },
      expected: onPost((actor) => (actor === 'owner' ? 'CANNOT_REPORT_OWN' : 'ok')),
    },
    'PUT /moderation/reports/:id': {
      aboutPosts: true,
      request: async (cell) => ({
        path: `/api/moderation/reports/${await reportedPost(cell.target!)}`,
        body: { decision: 'dismiss' },
      }),
      // The board's moderators decide, whatever the post's state; a banned moderator decides nothing.
      expected: ({ actor, target }) => {
        if (actor === 'visitor') return 'LOGIN_REQUIRED';
        if (actor === 'banned') return 'USER_BANNED';
        return moderates(actor, target!) ? 'ok' : 'FORBIDDEN';
      },
    },
    // Feedback: any member not banned sends it; operators answer it (a fresh one of the owner's each cell).
    'POST /feedback': {
      request: () => ({ path: '/api/feedback', body: feedbackBody }),
      expected: membersNotBanned,
    },
    'PUT /admin/feedback/:id/answer': {
      request: async () => ({
        path: `/api/admin/feedback/${await ownersFeedback()}/answer`,
        body: { answer: 'Thanks, fixed in the next update.' },
      }),
      expected: signedInOnly((actor) =>
        actor === 'banned' ? 'USER_BANNED' : actor === 'admin' ? 'ok' : 'FORBIDDEN',
      ),
    },
    // Promotions: operators write them (a fresh code each cell); anyone reads a promotion's page.
    'POST /admin/promotions': {
      request: () => ({
        path: '/api/admin/promotions',
        body: { ...promotionBody, code: freshName('matrix').replace('_', '-') },
      }),
      expected: signedInOnly((actor) =>
        actor === 'banned' ? 'USER_BANNED' : actor === 'admin' ? 'ok' : 'FORBIDDEN',
      ),
    },
    'PUT /admin/promotions/:code': {
      request: () => ({ path: '/api/admin/promotions/free-gift', body: promotionBody }),
      expected: signedInOnly((actor) =>
        actor === 'banned' ? 'USER_BANNED' : actor === 'admin' ? 'ok' : 'FORBIDDEN',
      ),
    },
    // The Friends Club: any member not banned applies once, in the app; operators decide.
    'POST /certification/application': {
      request: () => ({
        path: '/api/certification/application',
        body: certificationBody,
        headers: inBrandApp,
      }),
      expected: membersNotBanned,
    },
    'PUT /admin/certification/applications/:id': {
      request: async () => ({
        path: `/api/admin/certification/applications/${await bystandersApplication()}`,
        body: { decision: 'approve' },
      }),
      expected: signedInOnly((actor) =>
        actor === 'banned' ? 'USER_BANNED' : actor === 'admin' ? 'ok' : 'FORBIDDEN',
      ),
    },
    // A community-wide ban is for moderators of every board and admins; a board's moderator bans
    // from their boards (Nova 12 is a sub board of the board moderator's Nova 12 Series).
    'PUT /moderation/members/:id/ban': {
      request: () => ({
        path: `/api/moderation/members/${bystanderId}/ban`,
        body: { reason: 'Spam in three boards', until: unixSeconds(clock.now()) + 24 * 3600 },
      }),
      expected: everyBoardsModerators,
    },
    'DELETE /moderation/members/:id/ban': {
      request: () => ({ path: `/api/moderation/members/${bystanderId}/ban` }),
      expected: everyBoardsModerators,
    },
    'PUT /moderation/members/:id/boards/:boardId/ban': {
      request: () => ({
        path: `/api/moderation/members/${bystanderId}/boards/${boardOf('Nova 12').id}/ban`,
        body: { reason: 'Flame wars', until: unixSeconds(clock.now()) + 24 * 3600 },
      }),
      expected: nova12Moderators,
    },
    'DELETE /moderation/members/:id/boards/:boardId/ban': {
      request: () => ({ path: `/api/moderation/members/${bystanderId}/boards/${boardOf('Nova 12').id}/ban` }),
      expected: nova12Moderators,
    },
    'PUT /admin/members/:id/role': {
      // The bystander stays a member: every admin's cell changes nothing but the log.
      request: () => ({
        path: `/api/admin/members/${bystanderId}/role`,
        body: { role: 'member', boardIds: [] },
      }),
      expected: signedInOnly((actor) =>
        actor === 'banned' ? 'USER_BANNED' : actor === 'admin' ? 'ok' : 'FORBIDDEN',
      ),
    },
    'PUT /admin/members/:id/level': {
      // The bystander keeps the demo's level 1 and no editor group: admins' cells change only the log.
      request: () => ({ path: `/api/admin/members/${bystanderId}/level`, body: { level: 1 } }),
      expected: signedInOnly((actor) =>
        actor === 'banned' ? 'USER_BANNED' : actor === 'admin' ? 'ok' : 'FORBIDDEN',
      ),
    },
    'PUT /admin/members/:id/editor-groups': {
      request: () => ({ path: `/api/admin/members/${bystanderId}/editor-groups`, body: { groupIds: [] } }),
      expected: signedInOnly((actor) =>
        actor === 'banned' ? 'USER_BANNED' : actor === 'admin' ? 'ok' : 'FORBIDDEN',
      ),
    },
    'POST /admin/medals/:id/grant': {
      request: () => ({ path: '/api/admin/medals/1/grant', body: { userId: targets.open.post.author.id } }),
      expected: operators,
    },
    'PUT /admin/settings/:key': {
      request: () => ({ path: '/api/admin/settings/grayMode', body: { value: false } }),
      expected: operators,
    },
    // The community's structure: operators only. Each admin cell adds a sub board, a section or a
    // link of its own, or saves what is already there; orders name every sibling as it stands.
    'POST /admin/boards': {
      request: async () => ({
        path: '/api/admin/boards',
        body: {
          parentId: (await structureBoard()).id.toString(),
          name: { en: freshName('Matrix sub board') },
        },
      }),
      expected: operators,
    },
    'PUT /admin/boards/:id': {
      request: async () => ({
        path: `/api/admin/boards/${(await structureBoard()).id}`,
        body: { closed: false },
      }),
      expected: operators,
    },
    'PUT /admin/board-order': {
      request: async () => ({
        path: '/api/admin/board-order',
        body: { parentId: null, ids: await siblingIds(null) },
      }),
      expected: operators,
    },
    'POST /admin/boards/:id/sections': {
      request: async () => ({
        path: `/api/admin/boards/${(await structureBoard()).id}/sections`,
        body: { name: { en: freshName('Matrix section') } },
      }),
      expected: operators,
    },
    'PUT /admin/sections/:id': {
      request: async () => ({
        path: `/api/admin/sections/${(await structureBoard()).sectionId}`,
        body: { closed: false },
      }),
      expected: operators,
    },
    'PUT /admin/boards/:id/section-order': {
      request: async () => {
        const board = await structureBoard();
        const sections = await sectionsOfBoards(app.deps.db, [board.id]);
        return {
          path: `/api/admin/boards/${board.id}/section-order`,
          body: { ids: sections.map((section) => section.id.toString()) },
        };
      },
      expected: operators,
    },
    'POST /admin/links/:place': {
      request: () => ({
        path: '/api/admin/links/navigation',
        body: { title: { en: 'Matrix link' }, redirectType: 'task', resource: '', enabled: false },
      }),
      expected: operators,
    },
    'PUT /admin/links/:place/:id': {
      request: async () => ({
        path: `/api/admin/links/navigation/${(await allSiteLinks(app.deps.db, 'navigation'))[0]!.id}`,
        body: { resource: '' },
      }),
      expected: operators,
    },
    'DELETE /admin/links/:place/:id': {
      request: async () => {
        const link = await insertSiteLink(app.deps.db, 'topSector', {
          title: { en: 'Matrix tile' },
          redirectType: 'task',
          resource: '',
          iconUrl: '/site/matrix.svg',
          highlighted: false,
          enabled: false,
        });
        return { path: `/api/admin/links/topSector/${link.id}` };
      },
      expected: operators,
    },
    'PUT /admin/link-order/:place': {
      request: async () => ({
        path: '/api/admin/link-order/navigation',
        body: { ids: (await allSiteLinks(app.deps.db, 'navigation')).map((link) => link.id.toString()) },
      }),
      expected: operators,
    },
    // Topics, collections and boards' banners (operators curate them).
    'POST /admin/tcm': {
      request: () => ({
        path: '/api/admin/tcm',
        body: {
          tcmType: 'Collection',
          tcmTitle: { en: 'Matrix' },
          title: { en: 'Matrix' },
          status: 'withdrawn',
        },
      }),
      expected: operators,
    },
    'PUT /admin/tcm/:id': {
      request: async () => ({
        path: `/api/admin/tcm/${(await matrixTcm()).id}`,
        body: { status: 'withdrawn' },
      }),
      expected: operators,
    },
    'POST /admin/boards/:id/banners': {
      request: () => ({
        path: `/api/admin/boards/${boardOf('Nova Buds').id}/banners`,
        body: {
          title: { en: 'Matrix' },
          imageUrl: '/site/m.svg',
          redirectType: 'task',
          resource: '',
          enabled: false,
        },
      }),
      expected: operators,
    },
    'PUT /admin/board-banners/:id': {
      request: async () => ({
        path: `/api/admin/board-banners/${(await matrixBanner()).id}`,
        body: { resource: '' },
      }),
      expected: operators,
    },
    'DELETE /admin/board-banners/:id': {
      request: async () => ({ path: `/api/admin/board-banners/${(await matrixBanner()).id}` }),
      expected: operators,
    },
    'PUT /admin/boards/:id/banner-order': {
      request: async () => {
        const boardId = BigInt(boardOf('Nova Buds').id);
        if (!(await boardBannersOf(app.deps.db, boardId)).length) await matrixBanner();
        return {
          path: `/api/admin/boards/${boardId}/banner-order`,
          body: { ids: (await boardBannersOf(app.deps.db, boardId)).map((banner) => banner.id.toString()) },
        };
      },
      expected: operators,
    },
    'POST /admin/questionnaires': {
      request: () => ({
        path: '/api/admin/questionnaires',
        body: questionnaireInput(freshName('matrix').replace('_', '-')),
      }),
      expected: operators,
    },
    'PUT /admin/questionnaires/:code': {
      request: () => ({ path: '/api/admin/questionnaires/fan-quiz', body: { title: { en: 'Fan quiz' } } }),
      expected: operators,
    },
    'POST /admin/missions': {
      request: () => ({
        path: '/api/admin/missions',
        body: missionInput(freshName('matrix').replace('_', '-')),
      }),
      expected: operators,
    },
    'PUT /admin/missions/:id': {
      request: () => ({ path: `/api/admin/missions/${visitMissionId}`, body: { position: 1 } }),
      expected: operators,
    },
    'POST /admin/medals': {
      request: () => ({ path: '/api/admin/medals', body: medalInput(freshName('matrix').replace('_', '-')) }),
      expected: operators,
    },
    'PUT /admin/medals/:id': {
      request: () => ({ path: '/api/admin/medals/1', body: { position: 1 } }),
      expected: operators,
    },
    'PUT /admin/content-pages/:slug': {
      request: () => ({
        path: '/api/admin/content-pages/realme-club',
        body: { title: { en: 'realme Club' }, body: { en: '<p>Matrix</p>' } },
      }),
      expected: operators,
    },
    'POST /admin/discover-models': {
      request: () => ({ path: '/api/admin/discover-models', body: discoverModelInput }),
      expected: operators,
    },
    'PUT /admin/discover-models/:id': {
      request: async () => ({
        path: `/api/admin/discover-models/${(await matrixDiscoverModel()).id}`,
        body: discoverModelInput,
      }),
      expected: operators,
    },
    'DELETE /admin/discover-models/:id': {
      // A fresh model per cell: the admin's removal uses it up.
      request: async () => ({ path: `/api/admin/discover-models/${(await matrixDiscoverModel()).id}` }),
      expected: operators,
    },
    'PUT /admin/discover-model-order': {
      request: async () => ({
        path: '/api/admin/discover-model-order',
        body: { ids: (await allDiscoverModels(app.deps.db)).map((model) => model.id.toString()) },
      }),
      expected: operators,
    },
  };

  const discoverModelInput = { name: { en: 'Matrix phone' }, imageUrl: '/site/matrix.svg' };
  /** A discover model of the matrix's own, written in SQL. */
  const matrixDiscoverModel = () =>
    insertDiscoverModel(app.deps.db, {
      name: { en: 'Matrix phone' },
      summary: {},
      specs: {},
      imageUrl: '/site/matrix.svg',
      boardId: null,
      updatedAt: clock.now(),
    });

  /** A main board of the matrix's own with one section, made once (in SQL) for the structure rows. */
  let structureBoardRow: { id: bigint; sectionId: bigint } | undefined;
  async function structureBoard() {
    if (structureBoardRow) return structureBoardRow;
    const board = await insertBoard(app.deps.db, { name: { en: 'Matrix structure' }, position: 99 });
    await insertSections(app.deps.db, [{ boardId: board.id, name: { en: 'Matrix section' } }]);
    const [section] = await sectionsOfBoards(app.deps.db, [board.id]);
    structureBoardRow = { id: board.id, sectionId: section!.id };
    return structureBoardRow;
  }
  /** Every board under `parentId` (null: the main boards), as an order call must name them. */
  async function siblingIds(parentId: bigint | null) {
    return (await allBoards(app.deps.db))
      .filter((board) => board.parentId === parentId)
      .map((board) => board.id.toString());
  }
  /** Following and blocking others: the owner is the member followed, so they may not follow themselves. */
  function followOthers(cell: Cell): Outcome {
    return membersNotBanned(cell) === 'ok' && cell.actor === 'owner'
      ? 'CANNOT_FOLLOW_SELF'
      : membersNotBanned(cell);
  }
  function blockOthers(cell: Cell): Outcome {
    return members(cell) === 'ok' && cell.actor === 'owner' ? 'CANNOT_BLOCK_SELF' : members(cell);
  }
  function ownDraft(cell: Cell): Outcome {
    if (cell.actor === 'visitor') return 'LOGIN_REQUIRED';
    return cell.actor === 'owner' ? 'ok' : 'DRAFT_NOT_FOUND';
  }
  /** A fresh unread line in the owner's message centre. */
  async function ownersNotification() {
    await insertNotification(app.deps.db, {
      userId: BigInt(targets.open.post.author.id),
      kind: 'welcome',
      createdAt: clock.now(),
    });
    const lines = (await clients.owner.get('/api/message/list?type=system')).body.data as { id: string }[];
    return lines[0]!.id;
  }
  const feedbackBody = {
    device: 'Nova 12 Pro',
    description: 'The camera app closes by itself when I switch to night mode in the evening.',
    contact: 'fan@example.com',
  };
  /** The free gift as seeded (migration 0027): writing it again changes nothing another row reads. */
  const promotionBody = {
    countryCodes: ['MX', 'BR'],
    title: { en: 'A free in-game costume with your new phone' },
    body: { en: 'Buy a phone in Mexico or Brazil and get a costume.' },
    timeZone: 'America/Mexico_City',
    startsOn: null,
    purchaseEndsOn: '2025-12-31',
    redemptionEndsOn: '2026-05-30',
  };
  const certificationBody = {
    realName: 'Matrix Member',
    phoneModel: 'Nova 12',
    channelUrl: 'https://video.example/@matrix',
    motivation: 'I film every update of the brand and would like to do it with the team.',
  };
  /** The bystander's pending application, written in SQL once; only the admin's cell decides it. */
  let pendingApplicationId: string | null = null;
  async function bystandersApplication() {
    pendingApplicationId ??= (
      await insertApplication(app.deps.db, {
        ...certificationBody,
        userId: BigInt(bystanderId),
        createdAt: clock.now(),
      })
    ).id.toString();
    return pendingApplicationId;
  }
  /** Written in SQL: sending one per cell through the API would meet its hourly limit. */
  async function ownersFeedback() {
    const row = await insertFeedback(app.deps.db, {
      ...feedbackBody,
      authorId: BigInt(targets.open.post.author.id),
      createdAt: clock.now(),
    });
    return row.id.toString();
  }
  /** A fresh post of the owner's where `target` says, reported by the bystander: its queue line. */
  async function reportedPost(target: PostTarget) {
    const { post } = await ownersPost(target, freshName('Matrix reported'));
    const filed = await fileReportRow(app.deps.db, {
      reporterId: BigInt(bystanderId),
      target: { kind: 'post', id: BigInt(post.id) },
      reasons: ['spam'],
      details: '',
      images: [],
      createdAt: clock.now(),
    });
    return filed!.queueId.toString();
  }
  async function ownersLetterToLevel1() {
    const level1 = (await clients.level1.get('/api/account/profile')).body.data as { id: string };
    const answer = await clients.owner.api('POST', '/api/private-letter/message', {
      otherUserId: level1.id,
      contentType: 1,
      content: 'Take this back',
    });
    return (answer.body.data as { idString: string }).idString;
  }
  const draftBody = () => ({ kind: 'post', title: 'Half a thought', data: { contentHtml: '<p>Later</p>' } });
  async function ownersDraft(_cell: Cell) {
    return ((await clients.owner.api('POST', '/api/drafts', draftBody())).body.data as { id: string }).id;
  }
  /** Noon yesterday, a Tuesday: a day of this week the week's make-up chance may fill. */
  const yesterdayNoon = () => unixSeconds(clock.now()) - 86_400;
  const questionnaireInput = (code: string) => ({
    code,
    title: { en: 'Matrix quiz' },
    description: { en: 'One question' },
    passScore: 1,
    maxAttempts: 1,
    questions: [
      {
        prompt: { en: 'Which?' },
        kind: 'single',
        points: 1,
        options: [
          { label: { en: 'A' }, correct: true },
          { label: { en: 'B' }, correct: false },
        ],
      },
    ],
  });
  const missionInput = (code: string) => ({
    code,
    title: { en: 'Matrix mission' },
    period: 'daily',
    activity: 'comment.posted',
    target: 1,
    growthReward: 1,
    coinReward: 0,
    cardReward: 0,
    medalId: null,
    isTypeB: false,
    position: 90,
    active: false,
  });
  const medalInput = (code: string) => ({
    code,
    name: { en: 'Matrix medal' },
    description: { en: 'Given in a test' },
    iconUrl: '/medals/event-winner.svg',
    position: 90,
  });

  it('has one row for every write call the contract declares', () => {
    const writeCalls = Object.entries(contract)
      .filter(([name]) => name.endsWith('Calls'))
      .flatMap(([, table]) => Object.values(table as Record<string, Call>))
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${call.path}`);
    expect(writeCalls.length).toBeGreaterThan(40);
    expect(Object.keys(rows).sort()).toEqual([...new Set(writeCalls)].sort());
  });

  it('serves no write call under /api that the contract does not declare', async () => {
    // A route added on the server alone would escape the matrix: the published API must be the contract's.
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const servedWrites = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .map((method) => method.toUpperCase())
          .filter((method) => method !== 'GET' && method !== 'HEAD')
          .map((method) => `${method} ${path.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(servedWrites.sort()).toEqual(Object.keys(rows).sort());
  });

  it('answers every call as its row says, for every actor and every kind of post', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const [call, row] of Object.entries(rows)) {
      const [method, pattern] = call.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
      for (const target of row.aboutPosts ? postTargets : [null]) {
        for (const seat of actors) {
          const actor = expectedAs(seat);
          const cell = { actor, target };
          const request = await row.request(cell);
          const client = clients[seat];
          const answer = request.upload
            ? await client.upload(request.path, request.upload)
            : await client.api(method, request.path, request.body, { headers: request.headers });
          const outcome = row.expected({ ...cell, actor: expectedAs(actor) });
          const wanted = outcome === 'ok' ? [200, undefined] : [httpStatusOf(outcome), outcome];
          const got = [answer.statusCode, answer.body.code];
          cells += 1;
          if (JSON.stringify(got) !== JSON.stringify(wanted))
            mismatches.push(
              `${call} as ${seat}${target ? ` on ${target}` : ''} (${pattern}): got ${got.join(' ')} (${answer.body.message}), expected ${wanted.join(' ')}`,
            );
        }
      }
      // Logging out ends the actors' sessions: sign them in again for the next rows.
      if (call === 'POST /auth/logout') await signInEveryone();
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBeGreaterThan(600);
    // Some 800 requests, one after another, growing with every call: on PostgreSQL under a busy
    // machine they took over the default minute (a full local run); four minutes, as the fuzz has.
  }, 240_000);

  it("lets only the owner and the board's moderators read a post waiting for approval, and only those moderators decide on it", async () => {
    // A watched word of the queue's holds the owner's posts (the owner is no staff).
    await clients.admin.api('PUT', '/api/admin/settings/watchedWords', {
      value: [{ word: 'matrixhold', action: 'approve' }],
    });
    const waiting = async () =>
      (await publish(clients.owner, validPost(boardOf('Nova 12'), { title: freshName('Matrixhold post') })))
        .id;
    const readers = ['owner', 'moderator', 'boardModerator', 'admin'];
    const deciders = ['moderator', 'boardModerator', 'admin'];
    const queueReaders = ['moderator', 'boardModerator', 'otherModerator', 'admin'];
    const mismatches: string[] = [];
    const compare = comparer(mismatches);
    for (const seat of actors) {
      const actor = expectedAs(seat);
      const client = clients[seat];
      const read = await client.get(`/api/posts/${await waiting()}`);
      compare('GET /posts/:id (pending)', seat, read, readers.includes(actor) ? 'ok' : 'POST_NOT_FOUND');
      for (const action of [{ action: 'approve' }, { action: 'reject', reason: 'Advertising' }]) {
        const decided = await client.api('PUT', `/api/posts/${await waiting()}/moderation`, action);
        const outcome: Outcome =
          actor === 'visitor'
            ? 'LOGIN_REQUIRED'
            : actor === 'banned'
              ? 'USER_BANNED'
              : deciders.includes(actor)
                ? 'ok'
                : isStaff(actor)
                  ? 'POST_NOT_FOUND'
                  : 'FORBIDDEN';
        compare(`PUT /posts/:id/moderation ${action.action}`, seat, decided, outcome);
      }
      const queue = await client.get('/api/moderation/approvals');
      compare(
        'GET /moderation/approvals',
        seat,
        queue,
        actor === 'visitor'
          ? 'LOGIN_REQUIRED'
          : actor === 'banned'
            ? 'USER_BANNED'
            : queueReaders.includes(actor)
              ? 'ok'
              : 'FORBIDDEN',
      );
    }
    expect(mismatches).toEqual([]);
  });

  it('answers reports on a comment and on a member, and decisions on a member, as for a post', async () => {
    const mismatches: string[] = [];
    const compare = comparer(mismatches);
    // Reports hide nothing here (a hidden comment is no longer reported): only who may report shows.
    const settings = (await clients.admin.get('/api/admin/settings')).body.data as { reportsToHide: number };
    await clients.admin.api('PUT', '/api/admin/settings/reportsToHide', { value: 0 });
    // A comment is reported where reading its post allows, never by its own author.
    for (const target of postTargets) {
      const { commentId } = await ownersPost(target, freshName('Matrix comment report'));
      for (const seat of actors) {
        const actor = expectedAs(seat);
        const answer = await clients[seat].api('POST', '/api/reports', {
          targetKind: 'comment',
          targetId: commentId,
          reasons: ['abuse'],
        });
        const outcome = onPost((who) => (who === 'owner' ? 'CANNOT_REPORT_OWN' : 'ok'))({ actor, target });
        compare(`POST /reports (comment, ${target})`, actor, answer, outcome);
      }
    }
    // A member is reported by anyone signed in and not banned, except themselves.
    const ownerId = targets.open.post.author.id;
    for (const seat of actors) {
      const actor = expectedAs(seat);
      const answer = await clients[seat].api('POST', '/api/reports', {
        targetKind: 'member',
        targetId: ownerId,
        reasons: ['spam'],
      });
      compare(
        'POST /reports (member)',
        seat,
        answer,
        actor === 'owner' ? 'CANNOT_REPORT_OWN' : membersNotBanned({ actor, target: null }),
      );
    }
    // Reports about a member belong to no board: moderators of every board and admins decide.
    let memberLine: string | null = null;
    for (const seat of actors) {
      const actor = expectedAs(seat);
      if (!memberLine) {
        const filed = await fileReportRow(app.deps.db, {
          reporterId: BigInt(bystanderId),
          target: { kind: 'member', id: BigInt(ownerId) },
          reasons: ['spam'],
          details: '',
          images: [],
          createdAt: clock.now(),
        });
        memberLine = filed!.queueId.toString();
      }
      const answer = await clients[seat].api('PUT', `/api/moderation/reports/${memberLine}`, {
        decision: 'dismiss',
      });
      const outcome: Outcome =
        actor === 'visitor'
          ? 'LOGIN_REQUIRED'
          : actor === 'banned'
            ? 'USER_BANNED'
            : actor === 'moderator' || actor === 'admin'
              ? 'ok'
              : 'FORBIDDEN';
      compare('PUT /moderation/reports/:id (member)', seat, answer, outcome);
      // A decision closes every report on the member (the actors' own ones above too): file anew.
      if (answer.statusCode === 200) memberLine = null;
    }
    await clients.admin.api('PUT', '/api/admin/settings/reportsToHide', { value: settings.reportsToHide });
    expect(mismatches).toEqual([]);
  });

  it("lets everyone read the content pages and models, links a model's board as reading the board allows, and lets only operators read them for editing", async () => {
    const mismatches: string[] = [];
    const compare = comparer(mismatches);
    // A model for each kind of board a post may be in: the link shows where reading the board would.
    const modelOn = {} as Record<PostTarget, string>;
    for (const target of postTargets) {
      const model = await insertDiscoverModel(app.deps.db, {
        name: { en: `Matrix ${target} phone` },
        summary: {},
        specs: {},
        imageUrl: '/site/matrix.svg',
        boardId: BigInt(boardOf(targetBoards[target]).id),
        updatedAt: clock.now(),
      });
      modelOn[target] = model.id.toString();
    }
    for (const seat of actors) {
      const actor = expectedAs(seat);
      const client = clients[seat];
      compare('GET /content-pages/:slug', seat, await client.get('/api/content-pages/realme-club'), 'ok');
      compare('GET /discover/models', seat, await client.get('/api/discover/models'), 'ok');
      for (const target of postTargets) {
        const answer = await client.get(`/api/discover/models/${modelOn[target]}`);
        compare(`GET /discover/models/:id (${target})`, seat, answer, 'ok');
        const linked = (answer.body.data as { board: unknown } | undefined)?.board !== null;
        const readable = readOutcome(actor, target) === 'ok' || target === 'removed';
        if (linked !== readable)
          mismatches.push(`the ${target} board's model as ${seat}: linked ${linked}, expected ${readable}`);
      }
      for (const path of ['/api/admin/content-pages', '/api/admin/discover-models'])
        compare(`GET ${path}`, seat, await client.get(path), operators({ actor, target: null }));
    }
    expect(mismatches).toEqual([]);
  });

  it('answers events in a hidden board, for other countries only and taken down as the events policy says', async () => {
    expect(await eventPlaceMismatches(eventContext.fixtures, clients, actors, expectedAs)).toEqual([]);
  });

  it("lets staff read the members and the staff log, a board's moderator only those of their boards", async () => {
    const mismatches: string[] = [];
    const compare = comparer(mismatches);
    // Every actor may have renamed themselves in the write rows: the admin is found by today's name.
    const adminName = ((await clients.admin.get('/api/account/profile')).body.data as { username: string })
      .username;
    for (const seat of actors) {
      const actor = expectedAs(seat);
      // A banned account is told it is banned first (the calls' `access` in the contract).
      const staff = signedInOnly((who) =>
        who === 'banned' ? 'USER_BANNED' : isStaff(who) ? 'ok' : 'FORBIDDEN',
      )({ actor, target: null });
      const members = await clients[seat].get(
        `/api/moderation/members?query=${encodeURIComponent(adminName)}`,
      );
      compare('GET /moderation/members', seat, members, staff);
      const log = await clients[seat].get('/api/moderation/log');
      compare('GET /moderation/log', seat, log, staff);
      if (staff !== 'ok') continue;
      // Staff are no member a board's moderator acts on; every board's staff find the admin.
      const found = (members.body.data as { username: string }[]).map((record) => record.username);
      const everyBoard = actor === 'moderator' || actor === 'admin';
      if (found.includes(adminName) !== everyBoard)
        mismatches.push(`GET /moderation/members?query=${adminName} as ${seat}: found ${found.join(',')}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('lets only operators read the editor groups they put members in', async () => {
    const mismatches: string[] = [];
    for (const seat of actors) {
      const actor = expectedAs(seat);
      const answer = await clients[seat].get('/api/admin/editor-groups');
      const outcome = operators({ actor, target: null });
      const wanted = outcome === 'ok' ? [200, undefined] : [httpStatusOf(outcome), outcome];
      const got = [answer.statusCode, answer.body.code];
      if (JSON.stringify(got) !== JSON.stringify(wanted))
        mismatches.push(
          `GET /admin/editor-groups as ${seat}: got ${got.join(' ')}, expected ${wanted.join(' ')}`,
        );
    }
    expect(mismatches).toEqual([]);
  });

  it("reads collections, the video feed and boards' banners as reading their posts and boards allows", async () => {
    const mismatches: string[] = [];
    const compare = comparer(mismatches);
    /** A video post of the owner's where `target` says, put there as `ownersPost` puts its posts. */
    const videoPost = async (target: PostTarget) => {
      const post = await publish(
        clients.owner,
        validPost(boardOf('Nova 12'), {
          title: freshName('Matrix video'),
          contentHtml: '<p>Clip</p><video src="/uploads/v/matrix.mp4"></video>',
        }),
      );
      if (target === 'removed') await clients.owner.api('DELETE', `/api/posts/${post.id}`);
      else if (target !== 'open') await moveBehindServices(post.id, boardOf(targetBoards[target]).id);
      return post.id;
    };
    const videos = {} as Record<PostTarget, string>;
    for (const target of postTargets) videos[target] = await videoPost(target);
    const collection = await insertTcm(app.deps.db, {
      type: 'collection',
      tcmTitle: { en: 'Matrix collection' },
      title: { en: 'Matrix collection' },
      status: 'published',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await clients.admin.api('PUT', `/api/admin/tcm/${collection.id}`, {
      postIds: postTargets.map((target) => targets[target].post.id),
    });
    const withdrawn = await matrixTcm();
    const boardOutcome = (actor: Actor, target: PostTarget): Outcome =>
      target === 'hidden' || target === 'editorsOnly'
        ? isStaff(actor)
          ? 'ok'
          : 'BOARD_NOT_FOUND'
        : target === 'otherCountry'
          ? 'SECTION_NOT_OPEN_TO_COUNTRY'
          : 'ok';
    for (const seat of actors) {
      const actor = expectedAs(seat);
      const client = clients[seat];
      for (const target of postTargets) {
        compare(
          `GET /posts/:id/video-feed (${target})`,
          seat,
          await client.get(`/api/posts/${videos[target]}/video-feed`),
          readOutcome(actor, target),
        );
        compare(
          `GET /forum/:id/banners (${target})`,
          seat,
          await client.get(`/api/forum/${boardOf(targetBoards[target]).id}/banners`),
          boardOutcome(actor, target),
        );
      }
      const listed = await client.get(`/api/tcm/${collection.id}/posts`);
      compare('GET /tcm/:id/posts', seat, listed, 'ok');
      const shown = ((listed.body.data ?? []) as { id: string }[]).map((post) => post.id);
      const readable = postTargets
        .filter((target) => readOutcome(actor, target) === 'ok')
        .map((target) => targets[target].post.id);
      if (JSON.stringify(shown) !== JSON.stringify(readable))
        mismatches.push(
          `GET /tcm/:id/posts as ${seat}: showed ${shown.join(',')}, expected ${readable.join(',')}`,
        );
      compare('GET /tcm/detail', seat, await client.get(`/api/tcm/detail?tcmId=${collection.id}`), 'ok');
      compare(
        'GET /tcm/detail (withdrawn)',
        seat,
        await client.get(`/api/tcm/detail?tcmId=${withdrawn.id}`),
        'PAGE_EXPIRED',
      );
      compare('GET /admin/tcm', seat, await client.get('/api/admin/tcm'), operators({ actor, target: null }));
    }
    expect(mismatches).toEqual([]);
  });

  it('lets anyone read a promotion, members their own certification and year in review, and only operators the consoles', async () => {
    const mismatches: string[] = [];
    const compare = comparer(mismatches);
    const reads: [string, (actor: Actor) => Outcome][] = [
      ['/api/promotions/free-gift', () => 'ok'],
      ['/api/certification/application', (actor) => (actor === 'visitor' ? 'LOGIN_REQUIRED' : 'ok')],
      ['/api/year-in-review/2024', (actor) => (actor === 'visitor' ? 'LOGIN_REQUIRED' : 'ok')],
      ['/api/admin/promotions', (actor) => operators({ actor, target: null })],
      ['/api/admin/certification/applications', (actor) => operators({ actor, target: null })],
    ];
    for (const [path, outcome] of reads)
      for (const seat of actors)
        compare(`GET ${path}`, seat, await clients[seat].get(path), outcome(expectedAs(seat)));
    expect(mismatches).toEqual([]);
  });

  async function signInEveryone() {
    for (const [actor, username] of Object.entries(usernames))
      clients[actor as Actor] = await signedIn(app, username);
  }
});
