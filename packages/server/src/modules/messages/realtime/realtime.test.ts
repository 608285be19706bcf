import type { ChatMessage, MessageBadge } from '@fanzone/contract';
import { realtimeCloseCodes } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { idOf, letterOf, openSocket, sendText, switchLettersOn } from '../../../../test/letters.ts';
import { createTestApp, joinTestApp, testDatabase } from '../../../../test/testApp.ts';
import { TestClient } from '../../../../test/testClient.ts';
import { manualClock } from '../../../platform/clock.ts';

async function listen(app: FastifyInstance) {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe(`realtime delivery (${testDatabase})`, () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let ana: TestClient;
  let ben: TestClient;
  let anaId: string;
  let benId: string;

  beforeAll(async () => {
    app = await createTestApp({ region: 'global', demoData: true });
    baseUrl = await listen(app);
    await switchLettersOn(app);
    ana = new TestClient(app);
    await ana.register('socket_ana', 'ana@socket.example', 'a-long-password');
    ben = new TestClient(app);
    await ben.register('socket_ben', 'ben@socket.example', 'a-long-password');
    [anaId, benId] = [await idOf(ana), await idOf(ben)];
  });
  afterAll(async () => {
    await app.close();
  });

  it('pushes a letter and its withdrawal to every tab of both members, and a notification to its member', async () => {
    const benTab = await openSocket(baseUrl, { cookie: ben.cookieHeader() });
    const benOtherTab = await openSocket(baseUrl, { cookie: ben.cookieHeader() });
    const anaTab = await openSocket(baseUrl, { cookie: ana.cookieHeader() });
    await Promise.all([benTab, benOtherTab, anaTab].map((tab) => tab.nextEvent('ready')));

    const sent = letterOf(await sendText(ana, benId, 'Are you there?'));
    for (const tab of [benTab, benOtherTab]) {
      const event = await tab.nextEvent('letter.new');
      expect(event).toEqual({ type: 'letter.new', otherUserId: anaId, letter: sent });
    }
    // The sender's own tabs hear of it too (a second tab shows what the first sent).
    expect((await anaTab.nextEvent('letter.new')).otherUserId).toBe(benId);

    await ana.api('PUT', `/api/private-letter/message/${sent.idString}`);
    const withdrawn = await benTab.nextEvent('letter.withdrawn');
    expect((withdrawn.letter as ChatMessage).deletedAt).not.toBeNull();
    expect((withdrawn.letter as ChatMessage).content).toBe('');

    await ana.api('PUT', `/api/user/${benId}/follow`);
    expect(await benTab.nextEvent('notification.new')).toEqual({
      type: 'notification.new',
      notificationType: 'system',
    });
    // Reading in one tab clears the red dot in the others.
    await ben.api('PUT', '/api/message/read', {});
    const cleared = await benOtherTab.nextEvent('badge.changed');
    expect((cleared.badge as MessageBadge).systemMessageCount).toBe(0);
    // So does reading a conversation: the letter's red dot leaves Ben's other tab.
    await sendText(ana, benId, 'One more');
    await benOtherTab.nextEvent('letter.new');
    expect((await ben.api('PUT', `/api/private-letter/conversations/${anaId}/read`)).statusCode).toBe(200);
    const lettersCleared = await benOtherTab.nextEvent('badge.changed');
    expect((lettersCleared.badge as MessageBadge).letterCount).toBe(0);
    // Nothing of Ben's reached Ana's socket.
    expect(anaTab.events.some((event) => event.type === 'notification.new')).toBe(false);
    for (const tab of [benTab, benOtherTab, anaTab]) tab.socket.close();
  });

  it('closes the sockets of a session when it logs out, and refuses strangers and other sites', async () => {
    const member = new TestClient(app);
    await member.register('socket_leaver', 'leaver@socket.example', 'a-long-password');
    const tab = await openSocket(baseUrl, { cookie: member.cookieHeader() });
    await tab.nextEvent('ready');
    await member.api('POST', '/api/auth/logout');
    expect(await tab.closed).toBe(realtimeCloseCodes.sessionEnded);

    const visitor = await openSocket(baseUrl, {});
    expect(await visitor.closed).toBe(realtimeCloseCodes.unauthorised);
    const elsewhere = await openSocket(baseUrl, {
      cookie: ana.cookieHeader(),
      origin: 'https://evil.example',
    });
    expect(await elsewhere.closed).toBe(realtimeCloseCodes.unauthorised);
    const forged = await openSocket(baseUrl, {
      userSig: `${anaId}.9999999999.${'a'.repeat(64)}.${'b'.repeat(43)}`,
    });
    expect(await forged.closed).toBe(realtimeCloseCodes.unauthorised);
  });

  it("accepts the credentials call's ticket instead of the cookie (the apps), until its session ends", async () => {
    const phone = new TestClient(app);
    await phone.register('socket_phone', 'phone@socket.example', 'a-long-password');
    const { userSig } = (await phone.get('/api/private-letter/tencent-cloud-im')).body.data as {
      userSig: string;
    };
    const tab = await openSocket(baseUrl, { userSig });
    await tab.nextEvent('ready');
    await sendText(ana, await idOf(phone), 'Hello phone');
    expect((await tab.nextEvent('letter.new')).otherUserId).toBe(anaId);
    await phone.api('POST', '/api/auth/logout');
    expect(await tab.closed).toBe(realtimeCloseCodes.sessionEnded);
    const again = await openSocket(baseUrl, { userSig });
    expect(await again.closed).toBe(realtimeCloseCodes.unauthorised);
  });
});

describe(`a socket lives no longer than its session (${testDatabase})`, () => {
  const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
  const heartbeatMs = 200;
  let app: FastifyInstance;
  let baseUrl: string;
  let writer: TestClient;

  beforeAll(async () => {
    app = await createTestApp({
      region: 'global',
      demoData: true,
      clock,
      env: { REALTIME_HEARTBEAT_SECONDS: String(heartbeatMs / 1000), SESSION_TTL_DAYS: '30' },
    });
    baseUrl = await listen(app);
    await switchLettersOn(app);
    writer = new TestClient(app);
    await writer.register('session_writer', 'writer@session.example', 'a-long-password');
  });
  afterAll(async () => {
    await app.close();
  });

  it('closes a socket whose session ran out unused, and keeps one whose session was used meanwhile', async () => {
    const idle = new TestClient(app);
    await idle.register('session_idle', 'idle@session.example', 'a-long-password');
    const busy = new TestClient(app);
    await busy.register('session_busy', 'busy@session.example', 'a-long-password');
    const idleTab = await openSocket(baseUrl, { cookie: idle.cookieHeader() });
    const busyTab = await openSocket(baseUrl, { cookie: busy.cookieHeader() });
    await Promise.all([idleTab.nextEvent('ready'), busyTab.nextEvent('ready')]);

    clock.advanceSeconds(29 * 86_400);
    // The busy member (and the writer) use the forum, so their sessions slide; the idle one does not.
    expect((await busy.get('/api/private-letter/settings')).statusCode).toBe(200);
    expect((await writer.get('/api/private-letter/settings')).statusCode).toBe(200);
    clock.advanceSeconds(2 * 86_400);

    expect(await idleTab.closed).toBe(realtimeCloseCodes.sessionEnded);
    // Looked at again after its old end, the busy session still holds: its socket still hears letters.
    await new Promise((resolve) => setTimeout(resolve, heartbeatMs * 3));
    await sendText(writer, await idOf(busy), 'Still here?');
    expect((await busyTab.nextEvent('letter.new')).otherUserId).toBe(await idOf(writer));
    busyTab.socket.close();
  });
});

/** The HTTP answer of a socket the server refused to upgrade (it fails the test if one opened). */
function upgradeRefusal(baseUrl: string, cookie: string | undefined) {
  const socket = new WebSocket(new URL('/api/ws', baseUrl.replace(/^http/, 'ws')), {
    headers: cookie ? { cookie } : {},
  });
  return new Promise<{ status?: number; retryAfter?: string; code?: string }>((resolve, reject) => {
    socket.on('open', () => {
      socket.close();
      reject(new Error('the socket was upgraded'));
    });
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += String(chunk)));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'] as string | undefined,
          code: (JSON.parse(body) as { code?: string }).code,
        }),
      );
    });
    socket.on('error', reject);
  });
}

describe(`sockets per member and per node (${testDatabase})`, () => {
  const perNode = 20;
  let app: FastifyInstance;
  let baseUrl: string;
  const member = async (name: string) => {
    const client = new TestClient(app);
    await client.register(name, `${name}@limits.example`, 'a-long-password');
    return client;
  };
  const tabsOf = async (client: TestClient, count: number) => {
    const tabs = [];
    // One after another: which socket is the oldest is what the test is about.
    for (let opened = 0; opened < count; opened += 1) {
      const tab = await openSocket(baseUrl, { cookie: client.cookieHeader() });
      await tab.nextEvent('ready');
      tabs.push(tab);
    }
    return tabs;
  };

  beforeAll(async () => {
    // The member's limit is the default (16); the node's is lowered to fill it in a test.
    app = await createTestApp({
      region: 'global',
      demoData: true,
      env: { REALTIME_SOCKETS_PER_NODE: String(perNode) },
    });
    baseUrl = await listen(app);
    await switchLettersOn(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it("closes a member's oldest socket when they open a 17th, refuses new ones on a full node, and leaves other members be", async () => {
    const hoarder = await member('socket_hoarder');
    const tabs = await tabsOf(hoarder, 16);
    expect(app.realtimeSockets.count()).toBe(16);
    const [seventeenth] = await tabsOf(hoarder, 1);
    expect(await tabs[0]!.closed).toBe(realtimeCloseCodes.supersededByNewerTab);
    expect(app.realtimeSockets.count()).toBe(16);
    expect(tabs.slice(1).every((tab) => tab.socket.readyState === tab.socket.OPEN)).toBe(true);

    // Another member's tabs fill the node; one more member is told to try again later.
    const neighbour = await member('socket_neighbour');
    const neighbourTabs = await tabsOf(neighbour, perNode - 16);
    expect(app.realtimeSockets.count()).toBe(perNode);
    const latecomer = await member('socket_latecomer');
    // Refused before the upgrade: an HTTP answer, no socket opened and closed.
    const refused = await upgradeRefusal(baseUrl, latecomer.cookieHeader());
    expect(refused).toMatchObject({ status: 503, code: 'REALTIME_NODE_FULL' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);

    // On a full node a member at their limit still swaps their oldest tab for a new one.
    const [eighteenth] = await tabsOf(hoarder, 1);
    expect(await tabs[1]!.closed).toBe(realtimeCloseCodes.supersededByNewerTab);
    expect(app.realtimeSockets.count()).toBe(perNode);

    // The neighbour's tabs were never touched and still hear their events.
    await sendText(hoarder, await idOf(neighbour), 'Too many tabs here');
    for (const tab of neighbourTabs)
      expect((await tab.nextEvent('letter.new')).otherUserId).toBe(await idOf(hoarder));
    expect((await eighteenth!.nextEvent('letter.new')).otherUserId).toBe(await idOf(neighbour));

    // A closed tab frees its place: the latecomer gets in.
    neighbourTabs[0]!.socket.close();
    await vi.waitFor(() => expect(app.realtimeSockets.count()).toBe(perNode - 1));
    const [latecomerTab] = await tabsOf(latecomer, 1);
    for (const tab of [...tabs.slice(2), seventeenth!, eighteenth!, ...neighbourTabs.slice(1), latecomerTab!])
      tab.socket.close();
  });
});

const scaled = testDatabase === 'postgres' && !!process.env.TEST_REDIS_URL;

describe.runIf(scaled)('realtime delivery across two app nodes (PostgreSQL + Redis)', () => {
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;

  beforeAll(async () => {
    nodeA = await createTestApp({ region: 'global', demoData: true });
    nodeB = await joinTestApp(nodeA);
    await switchLettersOn(nodeA);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('delivers a letter sent through node A to a socket held by node B, and its withdrawal', async () => {
    const urlB = await listen(nodeB);
    const sender = new TestClient(nodeA);
    await sender.register('node_sender', 'sender@nodes.example', 'a-long-password');
    const receiverOnB = new TestClient(nodeB);
    await receiverOnB.register('node_receiver', 'receiver@nodes.example', 'a-long-password');
    const tab = await openSocket(urlB, { cookie: receiverOnB.cookieHeader() });
    await tab.nextEvent('ready');

    const started = performance.now();
    const sent = letterOf(await sendText(sender, await idOf(receiverOnB), 'Across nodes'));
    const arrived = await tab.nextEvent('letter.new');
    expect(arrived.letter).toEqual(sent);
    expect(performance.now() - started).toBeLessThan(2_000);
    await sender.api('PUT', `/api/private-letter/message/${sent.idString}`);
    expect(((await tab.nextEvent('letter.withdrawn')).letter as ChatMessage).idString).toBe(sent.idString);

    // A logout on node A closes the member's socket on node B.
    const leaver = new TestClient(nodeB);
    await leaver.register('node_leaver', 'leaver@nodes.example', 'a-long-password');
    const leaverTab = await openSocket(urlB, { cookie: leaver.cookieHeader() });
    await leaverTab.nextEvent('ready');
    const sameSessionOnA = new TestClient(nodeA);
    sameSessionOnA.jar.store(
      leaver
        .cookieHeader()!
        .split('; ')
        .map((cookie) => `${cookie}; Path=/`),
    );
    await sameSessionOnA.api('POST', '/api/auth/logout');
    expect(await leaverTab.closed).toBe(realtimeCloseCodes.sessionEnded);
    tab.socket.close();
  });
});
