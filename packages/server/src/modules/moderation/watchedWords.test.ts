import type { Comment, PostDetail } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { signedIn } from '../../../test/rewards.ts';
import { createTestApp, testDatabase } from '../../../test/testApp.ts';
import { TestClient } from '../../../test/testClient.ts';

describe(`watched words (${testDatabase})`, () => {
  let app: FastifyInstance;
  let member: TestClient;
  let admin: TestClient;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;

  beforeAll(async () => {
    app = await createTestApp({ region: 'global', demoData: true });
    member = await signedIn(app, 'maria_lens');
    admin = await signedIn(app, 'admin');
    boardOf = await demoBoards(member);
    const set = await admin.api('PUT', '/api/admin/settings/watchedWords', {
      value: [
        { word: 'freecoins', action: 'block' },
        { word: 'garbage', action: 'replace', replacement: '(…)' },
      ],
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a post or a comment holding a blocking word, in the title or the text, in any case', async () => {
    const inTitle = await member.api(
      'POST',
      '/api/posts',
      validPost(boardOf('Nova 12'), { title: 'FreeCoins here' }),
    );
    expect(inTitle.body).toMatchObject({
      code: 'WATCHED_WORD_BLOCKED',
      message: 'This contains a word that is not allowed in the community. Please change it.',
    });
    const inText = await member.api(
      'POST',
      '/api/posts',
      validPost(boardOf('Nova 12'), {
        contentHtml: '<p>Get <b>freecoins</b> now, it works on every phone.</p>',
      }),
    );
    expect(inText.body.code).toBe('WATCHED_WORD_BLOCKED');
    const post = await publish(member, validPost(boardOf('Nova 12'), { title: 'Clean post' }));
    const comment = await member.api('POST', `/api/posts/${post.id}/comments`, { content: 'freecoins!!' });
    expect(comment.body.code).toBe('WATCHED_WORD_BLOCKED');
  });

  it('replaces a replaced word in the title, the text (never in an address) and comments', async () => {
    const post = await publish(
      member,
      validPost(boardOf('Nova 12'), {
        title: 'Garbage battery life?',
        contentHtml: '<p>Is this garbage normal? See <a href="https://example.com/garbage">my notes</a>.</p>',
      }),
    );
    const detail = (await member.get(`/api/posts/${post.id}`)).body.data as PostDetail;
    expect(detail.title).toBe('(…) battery life?');
    expect(detail.contentHtml).toContain('Is this (…) normal?');
    expect(detail.contentHtml).toContain('https://example.com/garbage');
    const comment = (
      await member.api('POST', `/api/posts/${post.id}/comments`, { content: 'Total garbage.' })
    ).body.data as Comment;
    expect(comment.content).toBe('Total (…).');
  });

  it('refuses a name holding a watched word, on registering and on renaming', async () => {
    const newcomer = new TestClient(app);
    const { uid } = await newcomer.startLogin('/', 'register');
    const registered = await newcomer.api('POST', `/api/idp/interaction/${uid}/register`, {
      username: 'FreeCoins_4u',
      email: 'coins@example.com',
      password: 'a-long-password',
    });
    expect(registered.body).toMatchObject({
      code: 'WATCHED_WORD_BLOCKED',
      fields: { username: 'not allowed' },
    });
    const renamed = await member.api('PUT', '/api/account/information', { username: 'freecoins_king' });
    expect(renamed.body.code).toBe('WATCHED_WORD_BLOCKED');
    expect(
      (await member.api('PUT', '/api/account/information', { username: 'maria_photos' })).statusCode,
    ).toBe(200);
  });
});
