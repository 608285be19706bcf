import { describe, expect, it } from 'vitest';
import { createMemoryBus } from './bus/memoryBus.ts';
import { createReadCache, readsOfOneAnswer } from './cache.ts';
import { manualClock } from './clock.ts';
import { DatabaseUnavailableError } from './db/unavailable.ts';

function setUp(maxEntries?: number) {
  const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
  const bus = createMemoryBus();
  const options = { name: 'test', ttlMs: 5_000, clock, bus, maxEntries };
  return { clock, node: createReadCache<string>(options), otherNode: createReadCache<string>(options) };
}

describe('read cache', () => {
  it('loads once within the TTL, shares a concurrent miss, and reloads after it', async () => {
    const { clock, node } = setUp();
    let loads = 0;
    const load = async () => `value ${(loads += 1)}`;
    expect(await Promise.all([node.get('a', load), node.get('a', load)])).toEqual(['value 1', 'value 1']);
    clock.advanceSeconds(6);
    expect(await node.get('a', load)).toBe('value 2');
  });

  it('after the TTL, makes the first reader wait for the new value and gives readers meanwhile the previous one', async () => {
    const { clock, node } = setUp();
    await node.get('a', async () => 'old');
    clock.advanceSeconds(6);
    let finishReload!: (value: string) => void;
    const reload = () => new Promise<string>((resolve) => (finishReload = resolve));
    const first = node.get('a', reload);
    // Arriving while the reload runs: the previous value, at once, and no second load.
    expect(await node.get('a', () => Promise.reject(new Error('a second load')))).toBe('old');
    finishReload('new');
    expect(await first).toBe('new');
    expect(await node.get('a', async () => 'unused')).toBe('new');
  });

  it('serves the stale value while the database cannot answer its reload, and reloads once it can', async () => {
    const { clock, node } = setUp();
    await node.get('a', async () => 'old');
    clock.advanceSeconds(6);
    const stalled = new DatabaseUnavailableError('Query read timeout');
    const wrapped = new Error('Failed query: select …', { cause: stalled });
    expect(await node.get('a', () => Promise.reject(wrapped))).toBe('old');
    // The same socket error from another part (an object store, an identity provider) is the reader's.
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:443'), { code: 'ECONNREFUSED' });
    await expect(
      node.get('a', () => Promise.reject(new Error('fetch failed', { cause: refused }))),
    ).rejects.toThrow('fetch failed');
    // Another failure is the reader's to see, never hidden behind an old value.
    await expect(node.get('a', () => Promise.reject(new Error('column "x" does not exist')))).rejects.toThrow(
      'column "x"',
    );
    expect(await node.get('a', async () => 'new')).toBe('new');
  });

  it('never serves a dropped value, also when it was dropped during its reload', async () => {
    const { clock, node } = setUp();
    await node.get('a', async () => 'old');
    await node.forget('a');
    clock.advanceSeconds(6);
    expect(await node.get('a', async () => 'after the change')).toBe('after the change');
    clock.advanceSeconds(6);
    let finishReload!: (value: string) => void;
    const reloading = node.get('a', () => new Promise<string>((resolve) => (finishReload = resolve)));
    await node.forget('a');
    // The change came after the reload began: its result is not kept, and nobody gets the old value.
    expect(await node.get('a', async () => 'read after the change')).toBe('read after the change');
    finishReload('read before the change');
    await reloading;
    expect(await node.get('a', async () => 'unused')).toBe('read after the change');
  });

  it('tries again after a failed reload, still serving the previous value meanwhile', async () => {
    const { clock, node } = setUp();
    await node.get('a', async () => 'old');
    clock.advanceSeconds(6);
    await expect(node.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await node.get('a', async () => 'back')).toBe('back');
  });

  it('does not keep a failure', async () => {
    const { node } = setUp();
    await expect(node.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await node.get('a', async () => 'back')).toBe('back');
  });

  it('loads all misses of a batch with one call and does not remember what the load did not find', async () => {
    const { node } = setUp();
    const calls: string[][] = [];
    const loadMissing = async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, `row ${key}`]));
    };
    expect([...(await node.getMany(['1', '2', 'missing'], loadMissing))]).toEqual([
      ['1', 'row 1'],
      ['2', 'row 2'],
    ]);
    await node.getMany(['1', '3', 'missing'], loadMissing);
    expect(calls).toEqual([
      ['1', '2', 'missing'],
      ['3', 'missing'],
    ]);
  });

  it('forgets a key, or keys by prefix, on every node', async () => {
    const { node, otherNode } = setUp();
    for (const cache of [node, otherNode])
      for (const key of ['board|1|new', 'board|12|new', 'post|1']) await cache.get(key, async () => 'old');
    await node.forgetPrefix('board|1|');
    await node.forget('post|1');
    for (const cache of [node, otherNode]) {
      expect(await cache.get('board|1|new', async () => 'new')).toBe('new');
      expect(await cache.get('board|12|new', async () => 'new')).toBe('old');
      expect(await cache.get('post|1', async () => 'new')).toBe('new');
    }
  });

  it('drops the least recently read entry past its bound', async () => {
    const { node } = setUp(2);
    for (const key of ['a', 'b']) await node.get(key, async () => 'first');
    // Reading `a` again makes `b` the least recently used, so `c` pushes `b` out, not `a`.
    expect(await node.get('a', async () => 'again')).toBe('first');
    await node.get('c', async () => 'first');
    expect(await node.get('a', async () => 'again')).toBe('first');
    expect(await node.get('b', async () => 'again')).toBe('again');
  });

  it('keeps a newer load when an older one for the same key fails after a forget', async () => {
    const { node } = setUp();
    let failOld!: (error: Error) => void;
    const old = node.get('a', () => new Promise<string>((_resolve, reject) => (failOld = reject)));
    await node.forget('a');
    expect(await node.get('a', async () => 'new')).toBe('new');
    failOld(new Error('late failure'));
    await expect(old).rejects.toThrow('late failure');
    expect(await node.get('a', async () => 'reloaded')).toBe('new');
  });

  it('never serves a value dropped while its reload was failing for a database away', async () => {
    const { clock, node } = setUp();
    await node.get('a', async () => 'old');
    clock.advanceSeconds(6);
    let failReload!: (error: Error) => void;
    const reloading = node.get('a', () => new Promise<string>((_resolve, reject) => (failReload = reject)));
    await node.forget('a');
    failReload(new DatabaseUnavailableError('Query read timeout'));
    // The change was announced during the reload: the reader learns the database is away instead.
    await expect(reloading).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await node.get('a', async () => 'read after the change')).toBe('read after the change');
  });

  it('does not serve a failing reload the stale value once a newer entry replaced it, and keeps the newer one', async () => {
    const { clock, node } = setUp();
    await node.get('a', async () => 'old');
    clock.advanceSeconds(6);
    let failReload!: (error: Error) => void;
    const reloading = node.get('a', () => new Promise<string>((_resolve, reject) => (failReload = reject)));
    await node.forget('a');
    expect(await node.get('a', async () => 'new')).toBe('new');
    failReload(new DatabaseUnavailableError('Query read timeout'));
    await expect(reloading).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await node.get('a', async () => 'unused')).toBe('new');
  });
});

describe('read cache without keeping (READ_CACHE_SECONDS=0)', () => {
  const uncached = () =>
    createReadCache<string>({
      name: 'uncached',
      ttlMs: 0,
      clock: manualClock(new Date('2026-11-29T10:00:00Z')),
      bus: createMemoryBus(),
    });

  it('reads every time outside a page, and once per key within one page', async () => {
    const node = uncached();
    let loads = 0;
    const load = async () => `value ${(loads += 1)}`;
    expect(await node.get('a', load)).toBe('value 1');
    expect(await node.get('a', load)).toBe('value 2');
    const [first, second, other] = await readsOfOneAnswer(() =>
      Promise.all([node.get('a', load), node.get('a', load), node.get('b', load)]),
    );
    expect([first, second, other]).toEqual(['value 3', 'value 3', 'value 4']);
    // The next page reads afresh.
    expect(await readsOfOneAnswer(() => node.get('a', load))).toBe('value 5');
  });

  it('loads in one batch only the keys another call of the page did not read', async () => {
    const node = uncached();
    const asked: string[][] = [];
    const loadMissing = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, `row ${key}`]));
    };
    const [one, many] = await readsOfOneAnswer(async () => [
      await node.getMany(['1'], loadMissing),
      await node.getMany(['1', '2', 'gone'], loadMissing),
    ]);
    expect(asked).toEqual([['1'], ['2', 'gone']]);
    expect([...one]).toEqual([['1', 'row 1']]);
    expect([...many]).toEqual([
      ['1', 'row 1'],
      ['2', 'row 2'],
    ]);
  });

  it("keeps sharing the page's reads with an answer that shares its own inside the page", async () => {
    const node = uncached();
    let loads = 0;
    const load = async () => `value ${(loads += 1)}`;
    const [outer, inner] = await readsOfOneAnswer(async () => [
      await node.get('a', load),
      await readsOfOneAnswer(() => node.get('a', load)),
    ]);
    expect([outer, inner]).toEqual(['value 1', 'value 1']);
  });

  it('does not share a failed read: the next call of the page reads again', async () => {
    const node = uncached();
    let loads = 0;
    const results = await readsOfOneAnswer(async () => {
      const failed = await node
        .get('a', () => Promise.reject(new Error(`failure ${(loads += 1)}`)))
        .catch((error: Error) => error.message);
      return [failed, await node.get('a', async () => `value ${(loads += 1)}`)];
    });
    expect(results).toEqual(['failure 1', 'value 2']);
  });
});
