import type { PostDetail, PublicProfile } from '@fanzone/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, setBanned, setCommunitySetting, validPost } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { queryRows } from '../../platform/db/database.ts';
import { foldPostCounts } from '../boards/boards.queries.ts';

describe('publishing posts', () => {
  const site = useTestApp({ region: 'in', demoData: true });
  let fan: TestClient;
  let moderator: TestClient;
  let board: Awaited<ReturnType<typeof demoBoards>>;

  beforeAll(async () => {
    fan = site.visitor();
    await fan.login('fan', 'fanzone-fan');
    moderator = site.visitor();
    await moderator.login('moderator', 'fanzone-moderator');
    board = await demoBoards(fan);
  });

  const refusal = async (
    client: TestClient,
    overrides: Parameters<typeof validPost>[1],
    boardName = 'Nova 12 Pro',
  ) => {
    const response = await client.api('POST', '/api/posts', validPost(board(boardName), overrides));
    return { status: response.statusCode, code: response.body.code, message: response.body.message };
  };

  it('publishes a post and counts it on its board and its author', async () => {
    const target = board('Nova 12 Pro');
    const post = await publish(fan, validPost(target, { tags: ['night', 'Night', 'camera'].slice(0, 2) }));
    expect(post).toMatchObject({
      title: 'Night mode on the Nova 12 Pro',
      kind: 'post',
      board: { id: target.id, name: 'Nova 12 Pro' },
      isAuthor: true,
      likeCount: 0,
    });
    expect(post.tags).toEqual(['night']);
    expect(post.excerpt).toBe('The night mode is great even in a dark street.');
    const detail = (await site.visitor().get(`/api/posts/${post.id}`)).body.data as PostDetail;
    expect(detail.contentHtml).toBe('<p>The night mode is <strong>great</strong> even in a dark street.</p>');
    expect(detail.canEdit).toBe(false);
    expect(((await fan.get(`/api/forum/${target.id}`)).body.data as { postCount: number }).postCount).toBe(
      target.postCount + 1,
    );
    const profile = (await fan.get(`/api/user/${post.author.id}`)).body.data as PublicProfile;
    expect(profile.postCount).toBeGreaterThanOrEqual(1);
  });

  it("counts posts published at once in one board exactly, before and after the count's fold", async () => {
    const target = board('Nova 12');
    const countNow = async () =>
      ((await site.visitor().get(`/api/forum/${target.id}`)).body.data as { postCount: number }).postCount;
    const before = await countNow();
    const writers = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await site.member({ level: 3 })).client()),
    );
    await Promise.all(writers.map((writer) => publish(writer, validPost(target))));
    // Each publish added a line beside the board's row (migration 0039): read at once, exact.
    expect(await countNow()).toBe(before + 5);
    await foldPostCounts(site.app.deps.db);
    const [left] = await queryRows<{ lines: number }>(
      site.app.deps.db,
      sql`SELECT count(*)::int AS lines FROM board_post_count_changes`,
    );
    expect(left!.lines).toBe(0);
    expect(await countNow()).toBe(before + 5);
  });

  it('needs a login and refuses banned members with the ban message', async () => {
    expect((await site.visitor().api('POST', '/api/posts', validPost(board('Nova 12 Pro')))).statusCode).toBe(
      401,
    );
    const banned = site.visitor();
    await banned.register('banned_writer', 'banned-writer@example.com', 'a-long-password');
    await setBanned(site.app, 'banned_writer', true);
    expect(await refusal(banned, {})).toEqual({
      status: 403,
      code: 'USER_BANNED',
      message: 'Sorry, you have been banned. You cannot perform any action at this moment.',
    });
  });

  it("answers every required field with the spec's message", async () => {
    expect(await refusal(fan, { title: '   ' })).toMatchObject({
      code: 'TITLE_REQUIRED',
      message: 'Please write a title',
    });
    expect(await refusal(fan, { boardId: null })).toMatchObject({ code: 'BOARD_REQUIRED' });
    expect(await refusal(fan, { sectionId: null })).toMatchObject({
      code: 'SECTION_REQUIRED',
      message: 'Please choose a topic or section',
    });
    expect(await refusal(fan, { category: null })).toMatchObject({ code: 'CATEGORY_REQUIRED' });
    for (const empty of ['', '<p></p>', '<p> </p><p><br></p>', '<p>&nbsp;</p>\n<p>\u3000</p>']) {
      expect(await refusal(fan, { contentHtml: empty })).toMatchObject({
        code: 'CONTENT_EMPTY',
        message: 'The content can not be empty',
      });
    }
    // Content that is only script counts as empty once the sanitiser has removed it.
    expect(await refusal(fan, { contentHtml: '<script>alert(1)</script>' })).toMatchObject({
      code: 'CONTENT_EMPTY',
    });
    expect(await refusal(fan, { kind: 'picture', contentHtml: '<p>only words</p>' })).toMatchObject({
      code: 'IMAGE_REQUIRED',
      message: 'Please upload an image file',
    });
  });

  it('refuses over-long fields and unknown values by schema', async () => {
    const long = await refusal(fan, { title: 'x'.repeat(101) });
    expect(long).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await refusal(fan, { tags: ['a', 'b', 'c'] })).code).toBe('VALIDATION_FAILED');
    expect((await refusal(fan, { commentVisibility: 'friends' as never })).code).toBe('VALIDATION_FAILED');
    expect((await refusal(fan, { boardId: '99999999999999999999' })).code).toBe('VALIDATION_FAILED');
  });

  it('keeps closed boards and sections for staff, hides restricted boards', async () => {
    const novaOs = board('NovaOS');
    const betaFeedback = novaOs.sections.find((section) => section.closed)!;
    expect(await refusal(fan, { sectionId: betaFeedback.id }, 'NovaOS')).toMatchObject({
      status: 403,
      code: 'BOARD_CLOSED',
    });
    expect(
      (await moderator.api('POST', '/api/posts', validPost(novaOs, { sectionId: betaFeedback.id })))
        .statusCode,
    ).toBe(200);
    expect(await refusal(fan, {}, 'Announcements')).toMatchObject({
      code: 'BOARD_CLOSED',
      message: 'This board or section is closed. Please choose another',
    });
    const lounge = (await demoBoards(moderator))("Moderators' lounge");
    expect((await fan.api('POST', '/api/posts', validPost(lounge))).body.code).toBe('BOARD_NOT_FOUND');
    expect(
      (
        await fan.api(
          'POST',
          '/api/posts',
          validPost(board('Nova 12 Pro'), { sectionId: novaOs.sections[0]!.id }),
        )
      ).body.code,
    ).toBe('VALIDATION_FAILED');
  });

  it('sanitises rich content to the allow-list', async () => {
    const hostile = [
      '<p onclick="steal()">Hello <img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
      '<a href="javascript:alert(3)">link</a> <a href="https://example.com" style="color:red">ok</a>',
      '<iframe src="https://evil.example/embed"></iframe>',
      '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" onload="x()"></iframe></div>',
      '<img src="/uploads/images/a.webp" width="800" height="600" alt="shot"><img src="http://plain.example/a.png">',
      '<svg><script>alert(4)</script></svg><style>body{display:none}</style>',
    ].join('');
    const post = await publish(fan, validPost(board('Nova 12 Pro'), { contentHtml: hostile }));
    const html = (await fan.get(`/api/posts/${post.id}`)).body.data as PostDetail;
    expect(html.contentHtml).not.toMatch(
      /script|onerror|onclick|onload|javascript:|style=|evil\.example|plain\.example|<svg/i,
    );
    expect(html.contentHtml).toContain(
      '<a href="https://example.com" rel="nofollow noopener noreferrer ugc" target="_blank">ok</a>',
    );
    expect(html.contentHtml).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
    );
    expect(html.images).toEqual([{ url: '/uploads/images/a.webp', width: 800, height: 600 }]);
  });

  it('enforces the image, video, YouTube, file and word limits operators set', async () => {
    await setCommunitySetting(site.app, 'contentLimits', {
      imageCount: 1,
      videoCount: 1,
      youtubeCount: 1,
      maxFiles: 1,
      contentMaxWords: 12,
      commentMaxWords: 50,
      pollMaxOptions: 3,
    });
    const image = '<img src="/uploads/images/a.webp" width="10" height="10">';
    const youtube = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';
    expect(await refusal(fan, { contentHtml: `<p>two</p>${image}${image}` })).toMatchObject({
      code: 'TOO_MANY_IMAGES',
      message: 'At most 1 images',
    });
    // The envelope carries the values, so a client can translate the message itself.
    expect(
      (
        await fan.api(
          'POST',
          '/api/posts',
          validPost(board('Nova 12 Pro'), { contentHtml: `<p>x</p>${image}${image}` }),
        )
      ).body,
    ).toMatchObject({ values: { max: 1 } });
    expect(await refusal(fan, { contentHtml: `<p>two</p>${youtube}${youtube}` })).toMatchObject({
      code: 'TOO_MANY_YOUTUBE',
    });
    expect(
      await refusal(fan, {
        contentHtml: '<video src="/uploads/v/a.mp4"></video><video src="/uploads/v/b.mp4"></video>',
      }),
    ).toMatchObject({ code: 'TOO_MANY_VIDEOS' });
    expect(await refusal(fan, { contentHtml: `<p>${'word '.repeat(13)}</p>` })).toMatchObject({
      code: 'TOO_MANY_WORDS',
      message: 'At most 12 words',
    });
    // Chinese is counted in segmented words, not as one run without spaces.
    expect(
      await refusal(fan, { contentHtml: '<p>我喜欢这款手机的相机我喜欢这款手机的相机</p>' }),
    ).toMatchObject({ code: 'TOO_MANY_WORDS' });
    const file = { url: '/uploads/files/a/manual.pdf', name: 'manual.pdf', size: 1000 };
    expect(await refusal(fan, { attachments: [file, file] })).toMatchObject({ code: 'TOO_MANY_FILES' });
    expect(
      await refusal(fan, { attachments: [{ ...file, url: 'https://elsewhere.example/a.pdf' }] }),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    await setCommunitySetting(site.app, 'contentLimits', {
      imageCount: 20,
      videoCount: 3,
      youtubeCount: 3,
      maxFiles: 5,
      contentMaxWords: 10000,
      commentMaxWords: 500,
      pollMaxOptions: 10,
    });
  });

  it('checks bug reports: device, 10-150 words, contact', async () => {
    const report = (description: string, overrides: Record<string, unknown> = {}) =>
      refusal(fan, {
        kind: 'bug_report',
        category: null,
        contentHtml: `<p>${description}</p>`,
        bugReport: {
          device: 'Nova 12 Pro',
          systemVersion: 'NovaOS 5.1',
          frequency: 'often',
          path: 'Camera → Night',
          contact: 'fan@example.com',
          ...overrides,
        },
      });
    expect(await report('It crashes.')).toMatchObject({
      code: 'DESCRIPTION_WORDS',
      message: 'Please describe the problem in 10 to 150 words',
    });
    expect(await report(Array.from({ length: 151 }, () => 'bug').join(' '))).toMatchObject({
      code: 'DESCRIPTION_WORDS',
    });
    const enough = 'The camera app closes every time I switch to night mode after dark outside';
    expect(await report(enough, { device: ' ' })).toMatchObject({ code: 'DEVICE_REQUIRED' });
    expect(await report(enough, { contact: 'call me maybe' })).toMatchObject({
      code: 'CONTACT_INVALID',
      message: 'Please enter the correct contact',
    });
    const accepted = await fan.api('POST', '/api/posts', {
      ...validPost(board('Nova 12 Pro'), {
        kind: 'bug_report',
        category: null,
        contentHtml: `<p>${enough}</p>`,
      }),
      bugReport: {
        device: 'Nova 12 Pro',
        systemVersion: 'NovaOS 5.1',
        frequency: 'often',
        path: 'Camera',
        contact: '+91 98765 43210',
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect((accepted.body.data as PostDetail).bugReport).toMatchObject({
      device: 'Nova 12 Pro',
      contact: '+91 98765 43210',
    });
    // The reporter's contact is not public.
    const publicView = (await site.visitor().get(`/api/posts/${(accepted.body.data as PostDetail).id}`)).body
      .data as PostDetail;
    expect(publicView.bugReport).toMatchObject({ device: 'Nova 12 Pro', contact: '' });
    expect(
      ((await moderator.get(`/api/posts/${(accepted.body.data as PostDetail).id}`)).body.data as PostDetail)
        .bugReport!.contact,
    ).toBe('+91 98765 43210');
  });
});

describe('publishing in the Europe build', () => {
  const site = useTestApp({ region: 'eu', demoData: true });

  it('asks for a country first, then refuses boards closed to it', async () => {
    const fan = site.visitor();
    await fan.register('eu_writer', 'eu-writer@example.com', 'a-long-password');
    const board = await demoBoards(fan);
    const first = await fan.api('POST', '/api/posts', validPost(board('Nova 12 Pro')));
    expect(first.body).toMatchObject({
      code: 'COUNTRY_REQUIRED',
      message: 'Please choose your country or region first',
    });
    expect((await fan.api('PUT', '/api/account/country/SE')).statusCode).toBe(200);
    const euEdition = (await demoBoards(fan))('Nova 12 EU edition');
    expect((await fan.api('POST', '/api/posts', validPost(euEdition))).body.message).toBe(
      'This section is not open to your country',
    );
    expect((await fan.api('POST', '/api/posts', validPost(board('Nova 12 Pro')))).statusCode).toBe(200);
  });
});

describe('the posting spam brake', () => {
  const site = useTestApp({ region: 'in', demoData: true, env: { POSTING_RATE_LIMIT_PER_MINUTE: '3' } });

  it('limits publishing per member, not per address', async () => {
    const fan = site.visitor();
    await fan.login('fan', 'fanzone-fan');
    const other = site.visitor();
    await other.login('priya_clicks', 'fanzone-fan');
    const board = await demoBoards(fan);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await fan.api('POST', '/api/posts', validPost(board('Nova 12')))).statusCode).toBe(200);
    const fourth = await fan.api('POST', '/api/posts', validPost(board('Nova 12')));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body.code).toBe('RATE_LIMITED');
    // Same address (every test client shares one), another member: not limited.
    expect((await other.api('POST', '/api/posts', validPost(board('Nova 12')))).statusCode).toBe(200);
  });
});

describe('first-day writing allowance', () => {
  const site = useTestApp({ region: 'in', demoData: true, env: { POSTING_RATE_LIMIT_PER_MINUTE: '6' } });

  it('gives a member in their first day a third of the allowance for posts and comments', async () => {
    // A member who joined an hour ago, next to one of the demo community's veterans.
    await site.app.deps.database.withConnection((connection) =>
      connection.query(
        `UPDATE users SET created_at = now() - interval '1 hour' WHERE username = 'priya_clicks'`,
      ),
    );
    const newcomer = site.visitor();
    await newcomer.login('priya_clicks', 'fanzone-fan');
    const veteran = site.visitor();
    await veteran.login('fan', 'fanzone-fan');
    const board = await demoBoards(veteran);
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await newcomer.api('POST', '/api/posts', validPost(board('Nova 12')))).statusCode).toBe(200);
    expect((await newcomer.api('POST', '/api/posts', validPost(board('Nova 12')))).body.code).toBe(
      'RATE_LIMITED',
    );
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await veteran.api('POST', '/api/posts', validPost(board('Nova 12')))).statusCode).toBe(200);
    // Comments: twice the posting allowance, a third of it (four) on the first day.
    const post = await publish(veteran, validPost(board('Nova 12')));
    const comment = () => newcomer.api('POST', `/api/posts/${post.id}/comments`, { content: 'Nice one' });
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await comment()).statusCode).toBe(200);
    expect((await comment()).body.code).toBe('RATE_LIMITED');
  });
});
