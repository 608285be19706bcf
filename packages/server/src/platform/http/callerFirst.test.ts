import type { Call } from '@fanzone/contract';
import * as contract from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

/** Every operator's call the contract declares (those with `access`), with its table's name. */
const operatorCalls = Object.entries(contract)
  .filter(([name]) => name.endsWith('Calls'))
  .flatMap(([table, calls]) =>
    Object.entries(calls as Record<string, Call>).map(([name, call]) => ({
      name: `${table}.${name}`,
      ...call,
    })),
  )
  .filter((call) => call.access);

/**
 * Who may make an operator's call is checked before the request is read: a visitor, a member, a
 * banned account or a moderator at an admin's call sending a malformed body (broken JSON, a wrong
 * shape, impossible path parameters and query) learns that the call is not theirs, never what the
 * call expects (a 400 with field details, as before).
 */
describe("operators' calls check the caller before the request", () => {
  const site = useTestApp({ region: 'global' });
  let member: TestClient;
  let banned: TestClient;
  let moderator: TestClient;
  let admin: TestClient;
  let bannedAdmin: TestClient;
  beforeAll(async () => {
    [member, banned, moderator, admin, bannedAdmin] = await Promise.all([
      site.member().then((made) => made.client()),
      site.member({ banned: true }).then((made) => made.client()),
      site.member({ role: 'moderator' }).then((made) => made.client()),
      site.member({ role: 'admin' }).then((made) => made.client()),
      site.member({ role: 'admin', banned: true }).then((made) => made.client()),
    ]);
  });

  /** The call with every part wrong: path parameters, query, and a body that is not JSON or the wrong shape. */
  const malformed = (call: Call, client: TestClient | undefined, payload: string) =>
    site.app.inject({
      method: call.method,
      url: `/api${call.path.replace(/:[a-zA-Z]+/g, '!!')}?limit=-1&cursor=%7B`,
      headers: {
        host: 'localhost:3000',
        'x-requested-with': 'XMLHttpRequest',
        ...(client ? { cookie: client.cookieHeader(`/api${call.path}`) } : {}),
        ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload }),
    });
  const answers = async (client: TestClient | undefined) => {
    const found: Record<string, string> = {};
    for (const call of operatorCalls) {
      for (const payload of ['{"broken', '[1, 2]']) {
        const answer = await malformed(call, client, payload);
        // Past the caller check, the request is read: its mistakes (or nothing, for a call without input).
        found[`${call.name} ${payload}`] = [401, 403].includes(answer.statusCode)
          ? `${answer.statusCode} ${answer.json<{ code: string }>().code}`
          : 'read';
      }
    }
    return found;
  };
  const everyCall = (outcome: (call: Call) => string) =>
    Object.fromEntries(
      operatorCalls.flatMap((call) =>
        ['{"broken', '[1, 2]'].map((payload) => [`${call.name} ${payload}`, outcome(call)]),
      ),
    );

  it("declares the console and moderation calls as operators' calls", () => {
    expect(operatorCalls.length).toBeGreaterThan(60);
    expect(operatorCalls.filter((call) => call.access === 'staff').length).toBeGreaterThan(5);
  });

  it('asks a visitor to sign in', async () => {
    expect(await answers(undefined)).toEqual(everyCall(() => '401 LOGIN_REQUIRED'));
  });

  it('refuses a member and tells a banned account it is banned', async () => {
    expect(await answers(member)).toEqual(everyCall(() => '403 FORBIDDEN'));
    expect(await answers(banned)).toEqual(everyCall(() => '403 USER_BANNED'));
  });

  it('tells a banned admin it is banned at every call, whatever its role', async () => {
    expect(await answers(bannedAdmin)).toEqual(everyCall(() => '403 USER_BANNED'));
  });

  it("refuses a moderator at an admin's call, and reads the request of those it is for", async () => {
    expect(await answers(moderator)).toEqual(
      everyCall((call) => (call.access === 'operator' ? '403 FORBIDDEN' : 'read')),
    );
    expect(await answers(admin)).toEqual(everyCall(() => 'read'));
  });

  it("limits every staff and operator write by its access, once, and leaves the console's reads to the site's limit", async () => {
    const statuses = async (
      client: TestClient,
      times: number,
      send: () => Promise<{ statusCode: number }>,
    ) => {
      const seen: number[] = [];
      for (let call = 0; call < times; call += 1) seen.push((await send()).statusCode);
      return seen;
    };
    // Fresh accounts: the tests above already spent some of these calls' counts.
    const [moderator, admin] = await Promise.all([
      site.member({ role: 'moderator' }).then((made) => made.client()),
      site.member({ role: 'admin' }).then((made) => made.client()),
    ]);
    // Staff writes: 60 a minute (a malformed report decision counts like any other).
    const staffWrites = await statuses(moderator, 61, () =>
      moderator.api('PUT', '/api/moderation/reports/1', { decision: 'nonsense' }),
    );
    expect(staffWrites.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(staffWrites[60]).toBe(429);
    // Operator writes: 30 a minute.
    const operatorWrites = await statuses(admin, 31, () =>
      admin.api('PUT', '/api/admin/settings/noSuchSetting', { value: 1 }),
    );
    expect(operatorWrites.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(operatorWrites[30]).toBe(429);
    // The console's reads are not limited by their access.
    const operatorReads = await statuses(admin, 40, () => admin.get('/api/admin/settings'));
    expect(operatorReads.every((status) => status === 200)).toBe(true);
  });
});
