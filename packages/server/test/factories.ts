import type { PostDetail, PostInput, SubBoard } from '@fanzone/contract';
import { dayMs, regions } from '@fanzone/contract';
import { demoMembersJoinedDaysAgo } from '../src/demo/seedDemo.ts';
import type { FastifyInstance } from 'fastify';
import { insertUser, isUsernameTaken } from '../src/modules/identity/identity.queries.ts';
import { hashPassword } from '../src/modules/identity/provider/password.ts';
import { insertAccount } from '../src/modules/identity/provider/provider.queries.ts';
import { embeddedIssuerKey } from '../src/modules/identity/provider/provider.ts';
import { demoBoards, makeModerator, publish, validPost } from './forum.ts';
import { browserOfItsOwn } from './rewards.ts';
import type { TestClient } from './testClient.ts';

/**
 * Factories: a test makes the members and posts it needs instead of borrowing the demo community's,
 * whose state other tests of the suite (and future demo content) may change. Members are made by the
 * app's own queries, the way the demo seed makes them, and sign in through the real login.
 */

export type MemberOptions = {
  /** A name of the test's choosing; by default a fresh `member_<n>` that no demo member has. */
  username?: string;
  level?: number;
  /** A moderator without `moderates` moderates every board (moderation.queries.ts). */
  role?: 'member' | 'moderator' | 'admin';
  /** English names of the boards this member moderates (makes them a moderator). */
  moderates?: string[];
  /** By default the region's first country, as the demo members have. */
  country?: string | null;
  /** Banned for good (the moderation suites ban for a while through the API). */
  banned?: boolean;
};

/** Every factory member has this password; it is hashed once per run (scrypt is slow on purpose). */
const memberPassword = 'factory-member-password';
let memberPasswordHash: Promise<string> | undefined;
let membersMade = 0;

/** Factory members joined as long ago as the demo members, so the first-day limits never apply. */
export async function createMember(app: FastifyInstance, options: MemberOptions = {}) {
  const { db, clock, config } = app.deps;
  let username = options.username;
  if (username === undefined) {
    do {
      membersMade += 1;
      username = `member_${membersMade}`;
    } while (await isUsernameTaken(db, username));
  } else if (await isUsernameTaken(db, username)) {
    throw new Error(`createMember: the name ${username} is taken`);
  }
  memberPasswordHash ??= hashPassword(memberPassword, config.passwordHashCost);
  const account = await insertAccount(db, {
    username,
    email: `${username.toLowerCase()}@members.example`,
    passwordHash: await memberPasswordHash,
  });
  const user = await insertUser(db, {
    issuer: embeddedIssuerKey,
    subject: account.id,
    username,
    role: options.role ?? 'member',
    level: options.level ?? 1,
    countryCode: options.country === undefined ? regions[config.region].countryCodes[0]! : options.country,
    isBlocked: options.banned ?? false,
    createdAt: new Date(clock.now().getTime() - demoMembersJoinedDaysAgo * dayMs),
  });
  if (options.moderates?.length) await makeModerator(app, username, options.moderates);
  const signedInAs = username;
  return {
    id: user.id.toString(),
    username,
    password: memberPassword,
    /** A new browser signed in as this member through the real login (the avatar is made then). */
    async client(): Promise<TestClient> {
      const browser = browserOfItsOwn(app);
      await browser.login(signedInAs, memberPassword);
      return browser;
    },
  };
}

/** A member made by `createMember`: id, name, password and a way to sign in. */
export type Member = Awaited<ReturnType<typeof createMember>>;

export type PostOptions = Partial<PostInput> & {
  /** The board's name as the client lists it (or the board itself); `Nova 12` by default. */
  board?: string | SubBoard;
};

/** Publishes a valid post through the API as `client` (forum.ts `validPost`, with `options` over it). */
export async function createPost(client: TestClient, options: PostOptions = {}): Promise<PostDetail> {
  const { board = 'Nova 12', ...overrides } = options;
  const target = typeof board === 'string' ? (await demoBoards(client))(board) : board;
  return publish(client, validPost(target, overrides));
}
