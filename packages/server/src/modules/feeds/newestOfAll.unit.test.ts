import { describe, expect, it } from 'vitest';
import type { NewestPost } from './following.queries.ts';
import { newestFirst, newestOfAll } from './newestOfAll.ts';

const post = (id: number, createdAtMicros: number): NewestPost => ({
  id: BigInt(id),
  createdAt: String(createdAtMicros),
  createdAtMicros,
});
const newestList = (...posts: NewestPost[]) => [...posts].sort(newestFirst);

describe('newestOfAll', () => {
  it('merges newest-first lists into the newest posts, each once, ties broken by the higher id', () => {
    const shared = post(7, 500);
    const lists = [
      newestList(post(1, 900), shared, post(2, 100)),
      newestList(shared, post(3, 400)),
      newestList(post(9, 400), post(4, 50)),
      [],
    ];
    expect(newestOfAll(lists, 4).map((found) => Number(found.id))).toEqual([1, 7, 9, 3]);
    expect(newestOfAll(lists, 10).map((found) => Number(found.id))).toEqual([1, 7, 9, 3, 2, 4]);
  });

  it('answers as a full sort of every list would, whatever the lists', () => {
    let seed = 42;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 200; round += 1) {
      const pool = Array.from({ length: 60 }, (_, index) => post(index + 1, random(40)));
      const lists = Array.from({ length: 1 + random(8) }, () =>
        newestList(...pool.filter(() => random(3) === 0)),
      );
      const count = 1 + random(25);
      const everyPost = [...new Map(lists.flat().map((found) => [found.id, found])).values()].sort(
        newestFirst,
      );
      expect(newestOfAll(lists, count)).toEqual(everyPost.slice(0, count));
    }
  });
});
