import type {
  Comment,
  Notification,
  PendingPost,
  PollInput,
  PostDetail,
  PostInput,
  PostSummary,
  PublicProfile,
} from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

describe(`watched words (${testDatabase})`, () => {
  const site = useTestApp({ region: 'global', demoData: true });
  let member: TestClient;
  let otherMember: TestClient;
  let otherMemberName: string;
  let boardModerator: TestClient;
  let admin: TestClient;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;

  /** A topic in Nova 12 (a kind that may carry a poll), one field changed at a time. */
  const topic = (overrides: Partial<PostInput> = {}) =>
    validPost(boardOf('Nova 12'), { kind: 'topic', title: 'Which colour did you pick?', ...overrides });
  const poll = (overrides: Partial<PollInput> = {}): PollInput => ({
    title: 'Best colour?',
    type: 'text',
    multiple: false,
    options: [{ label: 'Ocean blue' }, { label: 'Black' }],
    deadline: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  });
  const edit = (client: TestClient, postId: string, input: PostInput) =>
    client.api('PUT', `/api/posts/${postId}`, input);
  const read = async (client: TestClient, postId: string) =>
    (await client.get(`/api/posts/${postId}`)).body.data as PostDetail;

  beforeAll(async () => {
    // Editing one's own post asks for level 3.
    member = await (await site.member({ level: 3 })).client();
    const other = await site.member();
    otherMemberName = other.username;
    otherMember = await other.client();
    boardModerator = await (await site.member({ moderates: ['Nova 12 Series'] })).client();
    admin = await site.signedIn('admin');
    boardOf = await demoBoards(member);
    const set = await admin.api('PUT', '/api/admin/settings/watchedWords', {
      value: [
        { word: 'freecoins', action: 'block' },
        { word: 'garbage', action: 'replace', replacement: '(…)' },
        { word: 'giveaway', action: 'approve' },
      ],
    });
    expect(set.statusCode).toBe(200);
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
      fields: { title: 'not allowed' },
    });
    const inText = await member.api(
      'POST',
      '/api/posts',
      validPost(boardOf('Nova 12'), {
        contentHtml: '<p>Get <b>freecoins</b> now, it works on every phone.</p>',
      }),
    );
    expect(inText.body).toMatchObject({
      code: 'WATCHED_WORD_BLOCKED',
      fields: { contentHtml: 'not allowed' },
    });
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
    const newcomer = site.visitor();
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
      (await member.api('PUT', '/api/account/information', { username: 'renamed_photos' })).statusCode,
    ).toBe(200);
  });

  it("refuses a blocking word in a poll's title or options or in a tag, naming the field, on publish and on edit", async () => {
    const refusedFields = async (answer: Promise<{ body: { code?: string; fields?: unknown } }>) => {
      const { body } = await answer;
      expect(body.code).toBe('WATCHED_WORD_BLOCKED');
      return body.fields;
    };
    const publishing = (input: PostInput) => member.api('POST', '/api/posts', input);
    expect(await refusedFields(publishing(topic({ poll: poll({ title: 'FreeCoins or not?' }) })))).toEqual({
      'poll.title': 'not allowed',
    });
    expect(
      await refusedFields(
        publishing(topic({ poll: poll({ options: [{ label: 'Black' }, { label: 'freecoins' }] }) })),
      ),
    ).toEqual({ 'poll.options.1.label': 'not allowed' });
    expect(await refusedFields(publishing(topic({ tags: ['camera', 'FREECOINS'] })))).toEqual({
      'tags.1': 'not allowed',
    });

    const post = await publish(member, topic());
    expect(
      await refusedFields(
        edit(
          member,
          post.id,
          topic({ poll: poll({ options: [{ label: 'freecoins' }, { label: 'Black' }] }) }),
        ),
      ),
    ).toEqual({ 'poll.options.0.label': 'not allowed' });
    expect(await refusedFields(edit(member, post.id, topic({ tags: ['freecoins'] })))).toEqual({
      'tags.0': 'not allowed',
    });
    expect(await read(member, post.id)).toMatchObject({ poll: null, tags: [], editedAt: null });
  });

  it("replaces a replaced word in a poll's title and options and in tags, on publish and on edit", async () => {
    const published = await publish(
      member,
      topic({
        poll: poll({ title: 'Garbage or gold?', options: [{ label: 'Garbage' }, { label: 'Gold' }] }),
        tags: ['garbage', 'camera'],
      }),
    );
    expect(published.poll).toMatchObject({
      title: '(…) or gold?',
      options: [expect.objectContaining({ label: '(…)' }), expect.objectContaining({ label: 'Gold' })],
    });
    expect(published.tags).toEqual(['(…)', 'camera']);

    const post = await publish(member, topic());
    const written = poll({ options: [{ label: 'Total garbage' }, { label: 'Black' }] });
    const edited = await edit(member, post.id, topic({ poll: written, tags: ['Garbage phone', 'night'] }));
    expect(edited.statusCode).toBe(200);
    expect((edited.body.data as PostDetail).poll!.options.map((option) => option.label)).toEqual([
      'Total (…)',
      'Black',
    ]);
    expect((edited.body.data as PostDetail).tags).toEqual(['(…) phone', 'night']);
    // The poll is now in progress: sent back as written or as read, it is the same poll.
    const asRead = poll({
      deadline: written.deadline,
      options: [{ label: 'Total (…)' }, { label: 'Black' }],
    });
    for (const sentBack of [written, asRead])
      expect(
        (await edit(member, post.id, topic({ title: 'Colours, again', poll: sentBack }))).statusCode,
      ).toBe(200);
  });

  it('holds a post with a word of the queue in a poll or a tag, on publish and on edit', async () => {
    const inOption = await publish(
      member,
      topic({ poll: poll({ options: [{ label: 'Giveaway' }, { label: 'Black' }] }) }),
    );
    const inTag = await publish(member, topic({ tags: ['giveaway'] }));
    const clean = await publish(member, topic());
    expect([inOption.pending, inTag.pending, clean.pending]).toEqual([true, true, false]);
    const editedPoll = await edit(
      member,
      clean.id,
      topic({ poll: poll({ title: 'Which giveaway prize?' }) }),
    );
    expect((editedPoll.body.data as PostDetail).pending).toBe(true);
    const queue = (await boardModerator.get('/api/moderation/approvals')).body.data as PendingPost[];
    for (const id of [inOption.id, inTag.id, clean.id])
      expect(queue.find((post) => post.id === id)).toMatchObject({ reason: 'watchedWord' });
  });

  it('sends a live post an edit brings a word of the queue into back to the queue, out of every list and count, until a moderator approves it again', async () => {
    const board = boardOf('Nova 12');
    const post = await publish(member, validPost(board, { title: 'My old phone case' }));
    const boardPostCount = async () =>
      ((await otherMember.get(`/api/forum/${board.id}`)).body.data as { postCount: number }).postCount;
    const memberPostCount = async () =>
      ((await otherMember.get(`/api/user/${post.author.id}`)).body.data as PublicProfile).postCount;
    const boardPostIds = async () =>
      ((await otherMember.get(`/api/forum/${board.id}/posts?sort=new`)).body.data as PostSummary[]).map(
        (post) => post.id,
      );
    const mentionsOfOther = async (postId: string) =>
      ((await otherMember.get('/api/message/list?type=comment')).body.data as Notification[]).filter(
        (line) => line.postId === postId && line.kind === 'mentioned',
      );

    expect(await read(otherMember, post.id)).toMatchObject({ id: post.id });
    expect(await boardPostIds()).toContain(post.id);
    const [boardCount, memberCount] = [await boardPostCount(), await memberPostCount()];

    const edited = await edit(
      member,
      post.id,
      validPost(board, {
        title: 'Giveaway of my old phone case',
        contentHtml: `<p>Free to whoever asks first, @${otherMemberName} you wanted one.</p>`,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({ pending: true, isAuthor: true });
    // Its author still reads it, marked as waiting; for everyone else it is gone, and counts nowhere.
    expect(await read(member, post.id)).toMatchObject({
      pending: true,
      title: 'Giveaway of my old phone case',
    });
    expect((await otherMember.get(`/api/posts/${post.id}`)).body.code).toBe('POST_NOT_FOUND');
    expect(await boardPostIds()).not.toContain(post.id);
    expect([await boardPostCount(), await memberPostCount()]).toEqual([boardCount - 1, memberCount - 1]);
    // Whom it mentions hears of it once it is out, not before (nothing waits to tell them either).
    await site.jobsDone();
    expect(await mentionsOfOther(post.id)).toEqual([]);

    const queue = (await boardModerator.get('/api/moderation/approvals')).body.data as PendingPost[];
    expect(queue.find((waiting) => waiting.id === post.id)).toMatchObject({
      reason: 'watchedWord',
      title: 'Giveaway of my old phone case',
      author: expect.objectContaining({ id: post.author.id }),
    });
    const approved = await boardModerator.api('PUT', `/api/posts/${post.id}/moderation`, {
      action: 'approve',
    });
    expect(approved.body.data).toMatchObject({ status: 'published' });
    expect(await read(otherMember, post.id)).toMatchObject({ pending: false });
    expect(await boardPostIds()).toContain(post.id);
    expect([await boardPostCount(), await memberPostCount()]).toEqual([boardCount, memberCount]);
    await site.jobsDone();
    expect(await mentionsOfOther(post.id)).toHaveLength(1);

    // The word a moderator let through does not send it back again on the next edit.
    const fixed = await edit(
      member,
      post.id,
      validPost(board, { title: 'Giveaway of my old phone case (taken)' }),
    );
    expect((fixed.body.data as PostDetail).pending).toBe(false);
  });

  it("never sends back an edit by the board's staff", async () => {
    const own = await publish(boardModerator, validPost(boardOf('Nova 12'), { title: 'Camera tips' }));
    const ownEdit = await edit(
      boardModerator,
      own.id,
      validPost(boardOf('Nova 12'), { title: 'Camera tips and a giveaway' }),
    );
    expect((ownEdit.body.data as PostDetail).pending).toBe(false);
    const members = await publish(member, validPost(boardOf('Nova 12'), { title: 'Night shots' }));
    const staffEdit = await edit(
      boardModerator,
      members.id,
      validPost(boardOf('Nova 12'), { title: 'Night shots', tags: ['giveaway'] }),
    );
    expect((staffEdit.body.data as PostDetail).pending).toBe(false);
    expect((await otherMember.get(`/api/posts/${members.id}`)).statusCode).toBe(200);
  });
});
