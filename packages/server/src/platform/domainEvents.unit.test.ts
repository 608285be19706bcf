import { describe, expect, it } from 'vitest';
import { createDomainEvents } from './domainEvents.ts';

declare module './domainEvents.ts' {
  interface DomainEvents {
    /** Only this test tells it. */
    'test.happened': { what: string };
  }
}

describe('domain events', () => {
  it('tells every listener of the event, in turn and each awaited, and nobody else', async () => {
    const events = createDomainEvents();
    const heard: string[] = [];
    events.listen('test.happened', async ({ what }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      heard.push(`first heard ${what}`);
    });
    events.listen('test.happened', ({ what }) => {
      heard.push(`second heard ${what}`);
    });
    await events.tell('test.happened', { what: 'a like' });
    expect(heard).toEqual(['first heard a like', 'second heard a like']);
  });

  it('tells an event nobody listens to without failing, and lets a listener fail the teller', async () => {
    const events = createDomainEvents();
    await expect(events.tell('test.happened', { what: 'unheard' })).resolves.toBeUndefined();
    events.listen('test.happened', () => {
      throw new Error('the line could not be written');
    });
    await expect(events.tell('test.happened', { what: 'x' })).rejects.toThrow('could not be written');
  });
});
