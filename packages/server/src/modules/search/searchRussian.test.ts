import type { FoundPost } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock } from '../../platform/clock.ts';
import { russianNouns } from './russianNouns.data.ts';

/**
 * Russian recall (issue 27): every listed noun's dictionary form finds a post written with each of
 * its other forms, each form finds the post written with the dictionary form, and no noun's search
 * finds another noun's posts.
 */
describe(`search of Russian nouns in every case (${testDatabase})`, () => {
  const clock = manualClock(new Date('2026-11-20T12:00:00Z'));
  const site = useTestApp({
    region: 'global',
    demoData: true,
    clock,
    env: { POSTING_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  let fan: TestClient;
  /** Each post's title is one form: which noun wrote it. */
  const nounOf = new Map<string, string>();

  beforeAll(async () => {
    fan = await site.member({ level: 3 }).then((made) => made.client());
    const board = (await demoBoards(fan))('Nova 12');
    // Two days after the demo community's posts: a search of the last day finds only these.
    clock.advanceSeconds(2 * 86_400);
    for (const { noun, forms } of russianNouns)
      for (const form of [noun, ...forms]) {
        nounOf.set(form, noun);
        await publish(fan, validPost(board, { title: form, contentHtml: '<p>Nothing more to say.</p>' }));
      }
    await site.jobsDone();
  }, 600_000);

  /** The titles of this test's posts a keyword finds (the demo community's own posts left out). */
  const titles = async (keyword: string) => {
    const answer = await site
      .visitor()
      .get(`/api/search/posts?keyword=${encodeURIComponent(keyword)}&period=day`);
    expect(answer.statusCode, keyword).toBe(200);
    return (answer.body.data as FoundPost[])
      .map((entry) => entry.post.title)
      .filter((title) => nounOf.has(title));
  };

  it('finds every case form by the dictionary form, and the dictionary form by every case form, and nothing else', async () => {
    const missed: string[] = [];
    const strays: string[] = [];
    for (const { noun, forms } of russianNouns) {
      const byNoun = await titles(noun);
      for (const form of forms) {
        if (!byNoun.includes(form)) missed.push(`${noun} → ${form}`);
        const byForm = await titles(form);
        if (!byForm.includes(noun)) missed.push(`${form} → ${noun}`);
        strays.push(
          ...byForm.filter((title) => nounOf.get(title) !== noun).map((title) => `${form} → ${title}`),
        );
      }
      strays.push(
        ...byNoun.filter((title) => nounOf.get(title) !== noun).map((title) => `${noun} → ${title}`),
      );
    }
    expect({ missed, strays }).toEqual({ missed: [], strays: [] });
  }, 600_000);
});
