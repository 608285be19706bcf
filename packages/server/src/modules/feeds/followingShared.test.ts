import type { PostSummary } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { demoBoards, publish, setLevel, validPost } from '../../../test/forum.ts';
import { sharedReadsSuite } from '../../../test/sharedReads.ts';
import { TestClient } from '../../../test/testClient.ts';

/** Following's first page is merged from shared parts (what a member follows, each source's newest posts). */
describe('Following with shared reads on', () => {
  const suite = sharedReadsSuite();

  it('shows a follow, an unfollow, a block and a new or removed post at once', async () => {
    const reader = new TestClient(suite.app);
    await reader.register('shared_reader', 'shared-reader@example.com', 'a-long-password');
    const author = new TestClient(suite.app);
    await author.login('priya_clicks', 'fanzone-fan');
    const board = await demoBoards(reader);
    const following = async () =>
      ((await reader.get('/api/feeds/following')).body.data as PostSummary[]).map((post) => post.title);

    const first = await publish(author, validPost(board('Photography club'), { title: 'Before the follow' }));
    expect(await following()).toEqual([]);
    await reader.api('PUT', `/api/user/${first.author.id}/follow`);
    expect(await following()).toContain('Before the follow');
    // The author's newest posts are shared among followers: a new post drops them on publishing.
    const second = await publish(author, validPost(board('Nova 12'), { title: 'After the follow' }));
    expect((await following()).slice(0, 2)).toEqual(['After the follow', 'Before the follow']);
    await author.api('DELETE', `/api/posts/${second.id}`);
    expect(await following()).not.toContain('After the follow');

    await reader.api('DELETE', `/api/user/${first.author.id}/follow`);
    expect(await following()).toEqual([]);
    await reader.api('PUT', `/api/user/${first.author.id}/follow`);
    expect(await following()).toContain('Before the follow');
    // A block ends the follow between the two.
    await reader.api('PUT', `/api/user/${first.author.id}/block`);
    expect(await following()).toEqual([]);
    await reader.api('DELETE', `/api/user/${first.author.id}/block`);

    await reader.api('PUT', `/api/forum/${board('Photography club').id}/follow`);
    expect(await following()).toContain('Before the follow');
    await reader.api('DELETE', `/api/forum/${board('Photography club').id}/follow`);
    expect(await following()).toEqual([]);
  });

  it('drops a post an edit sent back to the approval queue at once', async () => {
    const admin = new TestClient(suite.app);
    await admin.login('admin', 'fanzone-admin');
    await admin.api('PUT', '/api/admin/settings/watchedWords', {
      value: [{ word: 'giveaway', action: 'approve' }],
    });
    const reader = new TestClient(suite.app);
    await reader.register('held_reader', 'held-reader@example.com', 'a-long-password');
    await setLevel(suite.app, 'arjun.tech', 3);
    const author = new TestClient(suite.app);
    await author.login('arjun.tech', 'fanzone-fan');
    const board = (await demoBoards(reader))('Nova 12');
    const following = async () =>
      ((await reader.get('/api/feeds/following')).body.data as PostSummary[]).map((post) => post.id);

    const post = await publish(author, validPost(board, { title: 'Spare charger' }));
    await reader.api('PUT', `/api/user/${post.author.id}/follow`);
    expect(await following()).toContain(post.id);
    const edited = await author.api(
      'PUT',
      `/api/posts/${post.id}`,
      validPost(board, { title: 'Spare charger giveaway' }),
    );
    expect(edited.body.data).toMatchObject({ pending: true });
    expect(await following()).not.toContain(post.id);
  });
});
