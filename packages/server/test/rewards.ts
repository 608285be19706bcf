import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Method } from './testClient.ts';
import { TestClient } from './testClient.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { TestAppOptions } from './testApp.ts';

/** Helpers for the reward suites (Coins, growth value, medals) on the demo community. */
export const demoPasswords: Record<string, string> = {
  admin: 'fanzone-admin',
  moderator: 'fanzone-moderator',
};

/**
 * The reward suites' app, as `useTestApp` options: the demo community in India on a clock the suite
 * moves, behind a trusted proxy so that each `browserOfItsOwn` has an address of its own (the reward
 * suites sign many members in).
 */
export function rewardsAppOptions(clock: Clock): TestAppOptions {
  return { region: 'in', demoData: true, clock, env: { TRUST_PROXY: '1' } };
}

let lastAddress = 0;
/**
 * A browser of its own address, as members' browsers are: behind an app built with TRUST_PROXY=1
 * the reward suites' many logins do not all count against one address's login limit.
 */
export function browserOfItsOwn(app: FastifyInstance) {
  lastAddress += 1;
  return new TestClient(app, {
    headers: {
      'x-forwarded-for': `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`,
    },
  });
}

/** A new browser signed in as `username` (a fan unless the demo names another password). */
export async function signedIn(app: FastifyInstance, username: string) {
  const client = browserOfItsOwn(app);
  await client.login(username, demoPasswords[username] ?? 'fanzone-fan');
  return client;
}

/** An admin, a moderator and a member (priya_clicks), each in a browser of their own. */
export function operatorModeratorAndMember(app: FastifyInstance) {
  return Promise.all([signedIn(app, 'admin'), signedIn(app, 'moderator'), signedIn(app, 'priya_clicks')]);
}

/** Operators' calls: a visitor is asked to sign in (401); members and moderators are refused (403 FORBIDDEN). */
export async function expectOperatorsOnly(
  app: FastifyInstance,
  refused: TestClient[],
  calls: readonly (readonly [Method, string, unknown])[],
) {
  for (const [method, url, body] of calls) {
    expect((await new TestClient(app).api(method, url, body)).statusCode).toBe(401);
    for (const client of refused) {
      const answer = await client.api(method, url, body);
      expect([answer.statusCode, answer.body.code]).toEqual([403, 'FORBIDDEN']);
    }
  }
}

async function rows<Row>(app: FastifyInstance, sqlText: string, params: unknown[]) {
  return app.deps.database.withConnection((connection) => connection.query<Row>(sqlText, params));
}

/**
 * The member's stored balance and what their ledger adds up to: the two must always agree, whatever
 * expired and however many runs raced.
 */
export async function coinBooks(app: FastifyInstance, username: string) {
  const [row] = await rows<{ balance: number; ledger: number; expiry_lines: number }>(
    app,
    `SELECT coin_balance AS balance,
            (SELECT COALESCE(sum(amount), 0)::int FROM coin_entries WHERE user_id = users.id) AS ledger,
            (SELECT count(*)::int FROM coin_entries WHERE user_id = users.id AND reason = 'expiry') AS expiry_lines
     FROM users WHERE username = $1`,
    [username],
  );
  return { balance: row!.balance, ledger: row!.ledger, expiryLines: row!.expiry_lines };
}

/** Every grant that has more than one expiry line (must stay empty). */
export async function grantsExpiredTwice(app: FastifyInstance) {
  return rows<{ expired_entry_id: string }>(
    app,
    `SELECT expired_entry_id::text FROM coin_entries WHERE expired_entry_id IS NOT NULL
     GROUP BY expired_entry_id HAVING count(*) > 1`,
    [],
  );
}

/**
 * Lowers a member's balance behind the services' back. No call spends Coins yet; this stands in for
 * a future spend so the suites can check that an expiry never takes more than the member holds.
 */
export async function spendCoinsBehindTheServicesBack(app: FastifyInstance, username: string, coins: number) {
  await rows(app, 'UPDATE users SET coin_balance = coin_balance - $2 WHERE username = $1', [username, coins]);
  await rows(
    app,
    `INSERT INTO coin_entries (user_id, amount, reason, note, earned_at, created_at)
     SELECT id, -$2::int, 'operator', 'spent in a test', now(), now() FROM users WHERE username = $1`,
    [username, coins],
  );
}
