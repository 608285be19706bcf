import type { BrowserContext, Page } from 'playwright-core';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSite } from '../src/fixtures.ts';
import { appStarted, callApiFromPage, memberOnDesktop, switchLettersOn } from '../src/journeys.ts';

/** The member's id, as the page's own session sees it. */
const idOf = async (page: Page) =>
  (await callApiFromPage<{ id: string }>(page, 'GET', '/api/account/profile')).body.data.id;

const lettersOf = (page: Page) => page.getByTestId('conversation-letters');

const write = async (page: Page, otherUserId: string, content: string) => {
  const answer = await callApiFromPage(page, 'POST', '/api/private-letter/message', {
    otherUserId,
    contentType: 1,
    content,
  });
  expect(answer.status).toBe(200);
};

declare global {
  interface Window {
    /** Every socket the page opened (the test's own instrument, added before the app loads). */
    openedSockets: WebSocket[];
    /** While true, new sockets go nowhere: the network "drops" for the realtime connection only. */
    socketsHeld: boolean;
  }
}

/**
 * A lost network as the tab meets it: a connection attempt is neither accepted nor refused, it
 * hangs (packets go nowhere) until the browser gives up on it, minutes later. A listener that takes
 * connections and never answers them.
 */
async function openBlackHole(): Promise<{ port: number; close: () => Promise<void> }> {
  const held = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of held) socket.destroy();
      server.close(() => resolve());
    });
  return { port, close };
}

/**
 * Wraps the browser's WebSocket before the app starts, so the journey can see the sockets the app
 * opens, break them as a lost network would, and send new ones into the black hole for a while. The
 * app itself is untouched; it talks to the real server throughout.
 */
async function instrumentSockets(context: BrowserContext, blackHolePort: number) {
  await context.addInitScript((port) => {
    const Native = window.WebSocket;
    window.openedSockets = [];
    window.socketsHeld = false;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(window.socketsHeld ? `ws://127.0.0.1:${port}/` : url, protocols);
        window.openedSockets.push(this);
      }
    };
  }, blackHolePort);
}

const openSockets = (page: Page) =>
  page.evaluate(() => window.openedSockets.filter((socket) => socket.readyState === WebSocket.OPEN).length);

describe('realtime delivery across a dropped connection', () => {
  const site = useSite('in');
  let blackHole: Awaited<ReturnType<typeof openBlackHole>>;

  beforeAll(async () => {
    blackHole = await openBlackHole();
    await switchLettersOn(site);
  });
  afterAll(() => blackHole?.close());

  it('reconnects after a drop and catches up on the letters sent meanwhile, once each and in order, also those before an answer sent meanwhile', async () => {
    const reader = await memberOnDesktop(site, 'priya_clicks');
    const writer = await memberOnDesktop(site, 'arjun.tech');
    await instrumentSockets(reader.context, blackHole.port);
    const writerId = await idOf(writer.page);
    const readerId = await idOf(reader.page);

    await write(writer.page, readerId, 'Before the drop');
    await reader.page.goto(`/personal/message?tab=chat&with=${writerId}`);
    await appStarted(reader.page);
    await expect.poll(() => lettersOf(reader.page).textContent()).toContain('Before the drop');
    await expect.poll(() => openSockets(reader.page)).toBe(1);

    // The connection breaks and cannot be made again for now.
    await reader.page.evaluate(() => {
      window.socketsHeld = true;
      for (const socket of window.openedSockets) socket.close();
    });
    await write(writer.page, readerId, 'Sent while you were away, 1');
    await write(writer.page, readerId, 'Sent while you were away, 2');
    // The reader answers before those two reach the tab: the answer shows at once, and the catch-up
    // must still bring the two letters written before it.
    const text = reader.page.getByTestId('chat-text');
    await text.fill('My answer while away');
    await text.press('Enter');
    await expect.poll(() => lettersOf(reader.page).textContent()).toContain('My answer while away');

    // The tab has meanwhile tried again, into the lost network, and that attempt hangs.
    await expect.poll(() => reader.page.evaluate(() => window.openedSockets.length)).toBeGreaterThan(1);

    // The network returns while that attempt still hangs: the tab connects again at once and
    // catches up from its last letter.
    await reader.page.evaluate(() => {
      window.socketsHeld = false;
      window.dispatchEvent(new Event('online'));
    });
    await expect.poll(() => openSockets(reader.page)).toBe(1);
    await expect
      .poll(() => lettersOf(reader.page).locator('.letter__text').allInnerTexts())
      .toEqual([
        'Before the drop',
        'Sent while you were away, 1',
        'Sent while you were away, 2',
        'My answer while away',
      ]);

    // And it is live again: the next letter arrives over the new socket.
    await write(writer.page, readerId, 'Live again');
    await expect
      .poll(() => lettersOf(reader.page).locator('.letter__text').allInnerTexts())
      .toEqual([
        'Before the drop',
        'Sent while you were away, 1',
        'Sent while you were away, 2',
        'My answer while away',
        'Live again',
      ]);
    await Promise.all([reader.context.close(), writer.context.close()]);
  });

  it('where no socket can be opened, the open conversation is polled and still shows new letters', async () => {
    const reader = await memberOnDesktop(site, 'maria_lens');
    const writer = await memberOnDesktop(site, 'lukas_de');
    // A browser (or a proxy) that allows no WebSocket at all.
    await reader.context.addInitScript(() => {
      Reflect.deleteProperty(window, 'WebSocket');
    });
    const writerId = await idOf(writer.page);
    const readerId = await idOf(reader.page);

    await write(writer.page, readerId, 'First, before the page opened');
    await reader.page.goto(`/personal/message?tab=chat&with=${writerId}`);
    await appStarted(reader.page);
    expect(await reader.page.evaluate(() => typeof window.WebSocket)).toBe('undefined');
    await expect.poll(() => lettersOf(reader.page).textContent()).toContain('First, before the page opened');

    await write(writer.page, readerId, 'Second, found by polling');
    await expect
      .poll(() => lettersOf(reader.page).textContent(), { timeout: 15_000 })
      .toContain('Second, found by polling');
    await Promise.all([reader.context.close(), writer.context.close()]);
  });
});
