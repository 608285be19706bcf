import type { ChatMessage } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { signedIn } from './rewards.ts';
import type { TestClient } from './testClient.ts';

/** Private letters are off in the build defaults (spec §9); an operator switches them on. */
export async function switchLettersOn(app: FastifyInstance, on = true) {
  const admin = await signedIn(app, 'admin');
  const answer = await admin.api('PUT', '/api/admin/settings/privateLetter', { value: on });
  if (answer.statusCode !== 200) throw new Error(`could not switch letters: ${JSON.stringify(answer.body)}`);
}

export async function idOf(client: TestClient) {
  return ((await client.get('/api/account/profile')).body.data as { id: string }).id;
}

export async function sendText(from: TestClient, toId: string, content: string) {
  return from.api('POST', '/api/private-letter/message', { otherUserId: toId, contentType: 1, content });
}

export const letterOf = (answer: { body: { data?: unknown } }) => answer.body.data as ChatMessage;

/**
 * A member's socket to a listening app, and every event it receives, in order. `nextEvent` waits
 * for the next one of a type.
 */
export async function openSocket(
  baseUrl: string,
  options: { cookie?: string; userSig?: string; origin?: string },
) {
  const url = new URL('/api/ws', baseUrl.replace(/^http/, 'ws'));
  if (options.userSig) url.searchParams.set('userSig', options.userSig);
  const socket = new WebSocket(url, {
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });
  const events: { type: string; [key: string]: unknown }[] = [];
  const waiters: { type: string; resolve: (event: (typeof events)[number]) => void }[] = [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as (typeof events)[number];
    events.push(event);
    const index = waiters.findIndex((waiter) => waiter.type === event.type);
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(event);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const seen = new Set<(typeof events)[number]>();
  return {
    socket,
    events,
    closed,
    /** The next event of `type` not yet handed out by an earlier call. */
    nextEvent(type: string, timeoutMs = 5_000) {
      const waiting = events.find((event) => event.type === type && !seen.has(event));
      if (waiting) {
        seen.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise<(typeof events)[number]>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          type,
          resolve: (event) => {
            clearTimeout(timer);
            seen.add(event);
            resolve(event);
          },
        });
      });
    },
  };
}
