import { describe, expect, it } from 'vitest';
import type { Bus } from './bus.ts';
import { createMemoryBus } from './memoryBus.ts';
import { createRedisBus } from './redisBus.ts';

const nextMessage = (bus: Bus, channel: string) =>
  new Promise<{ payload: unknown; unsubscribe: Promise<() => Promise<void>> }>((resolve) => {
    const unsubscribe = bus.subscribe(channel, (payload) => resolve({ payload, unsubscribe }));
  });

describe('memory bus', () => {
  it('delivers a copy of each event to every subscriber of the channel', async () => {
    const bus = createMemoryBus();
    const received: unknown[] = [];
    const stop = await bus.subscribe('user:1', (payload) => received.push(payload));
    await bus.subscribe('user:2', (payload) => received.push(['other', payload]));
    const event = { type: 'badge', count: 3 };
    await bus.publish('user:1', event);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([{ type: 'badge', count: 3 }]);
    expect(received[0]).not.toBe(event);
    await stop();
    await bus.publish('user:1', event);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toHaveLength(1);
    await bus.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('redis bus (runs where TEST_REDIS_URL is set)', () => {
  it('carries an event published on one node to a subscriber on another', async () => {
    const prefix = `fanzone-bus-test-${Date.now()}:`;
    const nodeA = await createRedisBus(redisUrl!, prefix);
    const nodeB = await createRedisBus(redisUrl!, prefix);
    try {
      const arrival = nextMessage(nodeB, 'user:7');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await nodeA.publish('user:7', { type: 'letter', id: '99' });
      const { payload } = await arrival;
      expect(payload).toEqual({ type: 'letter', id: '99' });
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });

  it('keeps sites with different prefixes apart', async () => {
    const siteA = await createRedisBus(redisUrl!, `fanzone-a-${Date.now()}:`);
    const siteB = await createRedisBus(redisUrl!, `fanzone-b-${Date.now()}:`);
    try {
      const received: unknown[] = [];
      await siteB.subscribe('user:1', (payload) => received.push(payload));
      await siteA.publish('user:1', { type: 'x' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual([]);
    } finally {
      await siteA.close();
      await siteB.close();
    }
  });
});
