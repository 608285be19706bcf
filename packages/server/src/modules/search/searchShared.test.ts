import type { FoundMember, FoundPost } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { sharedReadsSuite } from '../../../test/sharedReads.ts';
import { TestClient } from '../../../test/testClient.ts';

describe('searches shared among readers', () => {
  const suite = sharedReadsSuite();

  it('shares a search among readers for a few seconds, and drops it at once when a found post is edited', async () => {
    const visitor = new TestClient(suite.app);
    const writer = new TestClient(suite.app);
    await writer.login('priya_clicks', 'fanzone-fan');
    const board = await demoBoards(writer);
    const titles = async (client: TestClient) => {
      await suite.app.deps.jobQueue.drained(); // what was just written is indexed after commit
      return ((await client.get('/api/search/posts?keyword=wobbleflux')).body.data as FoundPost[]).map(
        (entry) => entry.post.title,
      );
    };
    const first = await publish(writer, validPost(board('Nova 12'), { title: 'Wobbleflux one' }));
    expect(await titles(visitor)).toEqual(['Wobbleflux one']);
    // A new post joins a kept search with the seconds of its keeping, as Recommended takes it up.
    await publish(writer, validPost(board('Nova 12'), { title: 'Wobbleflux two' }));
    expect(await titles(visitor)).toEqual(['Wobbleflux one']);
    suite.clock.advanceSeconds(6);
    expect((await titles(visitor)).sort()).toEqual(['Wobbleflux one', 'Wobbleflux two']);
    // A member reads the page shared by their audience, with their own marks and block list.
    expect((await titles(writer)).sort()).toEqual(['Wobbleflux one', 'Wobbleflux two']);
    // A change to what was found applies at once, for visitors' kept answers and members' shared pages.
    await writer.api(
      'PUT',
      `/api/posts/${first.id}`,
      validPost(board('Nova 12'), { title: 'Renamed entirely' }),
    );
    expect(await titles(visitor)).toEqual(['Wobbleflux two']);
    expect(await titles(writer)).toEqual(['Wobbleflux two']);
  });

  it("shares members found by a name, while whether one follows them stays each reader's own", async () => {
    const fan = new TestClient(suite.app);
    const other = new TestClient(suite.app);
    await fan.login('fan', 'fanzone-fan');
    await other.login('priya_clicks', 'fanzone-fan');
    const found = async (client: TestClient) =>
      (await client.get('/api/search/members?keyword=maria')).body.data as FoundMember[];
    const [maria] = await found(fan);
    expect(maria).toMatchObject({ username: 'maria_lens', followed: false });
    await fan.api('PUT', `/api/user/${maria!.id}/follow`);
    // Within the seconds the page is kept: the follow shows at once, and only to the one who followed.
    expect((await found(fan))[0]).toMatchObject({ username: 'maria_lens', followed: true });
    expect((await found(other))[0]).toMatchObject({ username: 'maria_lens', followed: false });
  });
});
