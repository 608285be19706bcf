import type { ChatMessage, Conversation, MessageBadge } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { solidPng, videoFile } from '@fanzone/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { setBanned } from '../../../../test/forum.ts';
import { idOf, letterOf, sendText, switchLettersOn } from '../../../../test/letters.ts';
import { testDatabase } from '../../../../test/testApp.ts';
import type { TestClient } from '../../../../test/testClient.ts';
import { useTestApp } from '../../../../test/useTestApp.ts';
import { manualClock } from '../../../platform/clock.ts';

const clock = manualClock(new Date('2026-11-25T12:00:00Z'));

describe(`private letters (${testDatabase})`, () => {
  const site = useTestApp({ region: 'global', demoData: true, clock });
  const members = {} as Record<'ana' | 'ben' | 'cai' | 'dee', TestClient>;
  const ids = {} as Record<keyof typeof members, string>;

  beforeAll(async () => {
    for (const name of ['ana', 'ben', 'cai', 'dee'] as const) {
      members[name] = site.visitor();
      await members[name].register(`letters_${name}`, `${name}@letters.example`, 'a-long-password');
      ids[name] = await idOf(members[name]);
    }
  });

  it('are off in the build defaults: every call says the feature is not available', async () => {
    const answer = await sendText(members.ana, ids.ben, 'Hello?');
    expect([answer.statusCode, answer.body.code]).toEqual([404, 'FEATURE_OFF']);
    expect((await members.ana.get('/api/private-letter/conversations')).body.code).toBe('FEATURE_OFF');
    expect((await members.ana.get('/api/private-letter/tencent-cloud-im')).body.code).toBe('FEATURE_OFF');
    // Nor do a letter's media uploads take anything while letters are off.
    const image = await members.ana.upload('/api/upload/private-letter-img', {
      name: 'photo.png',
      bytes: solidPng(64, 48),
      contentType: 'image/png',
    });
    expect([image.statusCode, image.body.code]).toEqual([404, 'FEATURE_OFF']);
    const video = await members.ana.upload('/api/upload/private-letter-video', {
      name: 'clip.mp4',
      bytes: videoFile({ width: 320, height: 240 }),
      contentType: 'video/mp4',
    });
    expect([video.statusCode, video.body.code]).toEqual([404, 'FEATURE_OFF']);
    await switchLettersOn(site.app);
  });

  it('deliver a text letter into both sides of one conversation, counted unread until read', async () => {
    const sent = letterOf(await sendText(members.ana, ids.ben, '  Hi Ben, is the Nova 12 worth it?  '));
    expect(sent).toMatchObject({
      userId: ids.ana,
      contentType: 1,
      content: 'Hi Ben, is the Nova 12 worth it?',
      deletedAt: null,
      extra: '{}',
      isFirst: true,
      createdAt: Math.floor(clock.now().getTime() / 1000),
    });
    clock.advanceSeconds(30);
    const answer = letterOf(await sendText(members.ben, ids.ana, 'Absolutely.'));
    expect(answer.isFirst).toBe(false);

    const bens = (await members.ben.get('/api/private-letter/conversations')).body.data as Conversation[];
    expect(bens).toHaveLength(1);
    expect(bens[0]).toMatchObject({
      otherUser: { id: ids.ana, username: 'letters_ana' },
      lastMessage: { content: 'Absolutely.' },
      unreadCount: 1,
      blocked: false,
    });
    const anas = (await members.ana.get('/api/private-letter/conversations')).body.data as Conversation[];
    expect(anas[0]).toMatchObject({ otherUser: { id: ids.ben }, unreadCount: 1 });

    const badge = (await members.ana.get('/api/message/badge')).body.data as MessageBadge;
    expect(badge).toMatchObject({ letterCount: 1, latestUnreadType: 'system' });
    const history = (await members.ana.get(`/api/private-letter/message-history/${ids.ben}`)).body
      .data as ChatMessage[];
    expect(history.map((letter) => letter.content)).toEqual([
      'Hi Ben, is the Nova 12 worth it?',
      'Absolutely.',
    ]);
    const read = await members.ana.api('PUT', `/api/private-letter/conversations/${ids.ben}/read`);
    expect(read.body.data).toEqual({ letterCount: 0 });
    expect(((await members.ana.get('/api/message/badge')).body.data as MessageBadge).letterCount).toBe(0);
  });

  it('never show a member a conversation they are not part of', async () => {
    // Cai asks for "his conversation with Ben": it holds only letters between Cai and Ben.
    const answer = await members.cai.get(`/api/private-letter/message-history/${ids.ben}`);
    expect(answer.body.data).toEqual([]);
    const since = await members.cai.get(`/api/private-letter/message-new/${ids.ana}?messageId=0`);
    expect(since.body.data).toEqual([]);
    expect((await members.cai.get('/api/private-letter/conversations')).body.data).toEqual([]);
    expect((await site.visitor().get(`/api/private-letter/message-history/${ids.ben}`)).statusCode).toBe(401);
  });

  it('refuse empty, overlong, self-addressed and unknown-recipient letters with clear codes', async () => {
    expect((await sendText(members.ana, ids.ben, '   \n ')).body.code).toBe('LETTER_EMPTY');
    const limit = limits.chat.maxTextLength;
    expect((await sendText(members.ana, ids.ben, 'x'.repeat(limit + 1))).body.code).toBe('LETTER_TOO_LONG');
    expect((await sendText(members.ana, ids.ben, 'x'.repeat(limit))).statusCode).toBe(200);
    expect((await sendText(members.ana, ids.ana, 'Me?')).body.code).toBe('CANNOT_MESSAGE_SELF');
    expect((await sendText(members.ana, '999999999', 'Anyone?')).body.code).toBe('USER_NOT_FOUND');
    const badType = await members.ana.api('POST', '/api/private-letter/message', {
      otherUserId: ids.ben,
      contentType: 4,
      content: 'x',
    });
    expect(badType.statusCode).toBe(400);
  });

  it('page history upwards and resynchronise from the last id seen', async () => {
    for (let index = 0; index < 25; index += 1) {
      clock.advanceSeconds(1);
      await sendText(members.cai, ids.dee, `Letter ${index}`);
    }
    const latest = await members.dee.get(`/api/private-letter/message-history/${ids.cai}`);
    const page = latest.body.data as ChatMessage[];
    expect(page.map((letter) => letter.content)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Letter ${index + 5}`),
    );
    expect((latest.body as { page?: unknown }).page).toMatchObject({ hasMore: true });
    const older = (
      await members.dee.get(`/api/private-letter/message-history/${ids.cai}?messageId=${page[0]!.idString}`)
    ).body.data as ChatMessage[];
    expect(older.map((letter) => letter.content)).toEqual([
      'Letter 0',
      'Letter 1',
      'Letter 2',
      'Letter 3',
      'Letter 4',
    ]);
    expect(older[0]!.isFirst).toBe(true);
    const missed = (
      await members.dee.get(`/api/private-letter/message-new/${ids.cai}?messageId=${page[17]!.idString}`)
    ).body.data as ChatMessage[];
    expect(missed.map((letter) => letter.content)).toEqual(['Letter 23', 'Letter 24']);
    expect((await members.dee.get(`/api/private-letter/message-new/${ids.cai}`)).statusCode).toBe(400);
  });

  it('let the sender withdraw within 300 s only, and nobody else', async () => {
    const letter = letterOf(await sendText(members.ana, ids.cai, 'Oops, wrong person'));
    expect((await members.cai.api('PUT', `/api/private-letter/message/${letter.idString}`)).body.code).toBe(
      'LETTER_NOT_YOURS',
    );
    expect((await members.dee.api('PUT', `/api/private-letter/message/${letter.idString}`)).body.code).toBe(
      'LETTER_NOT_FOUND',
    );
    clock.advanceSeconds(limits.chat.withdrawWindowSeconds);
    const withdrawn = letterOf(
      await members.ana.api('PUT', `/api/private-letter/message/${letter.idString}`),
    );
    expect(withdrawn).toMatchObject({
      content: '',
      extra: '{}',
      deletedAt: Math.floor(clock.now().getTime() / 1000),
    });
    // Again is harmless; the receiver sees it withdrawn, with nothing of what it said, and not unread.
    expect((await members.ana.api('PUT', `/api/private-letter/message/${letter.idString}`)).statusCode).toBe(
      200,
    );
    const seen = (await members.cai.get(`/api/private-letter/message-history/${ids.ana}`)).body
      .data as ChatMessage[];
    expect(seen.at(-1)).toMatchObject({
      idString: letter.idString,
      content: '',
      deletedAt: withdrawn.deletedAt,
    });
    const conversation = (
      (await members.cai.get('/api/private-letter/conversations')).body.data as Conversation[]
    ).find((entry) => entry.otherUser.id === ids.ana);
    expect(conversation!.unreadCount).toBe(0);

    const late = letterOf(await sendText(members.ana, ids.cai, 'Too late to take back'));
    clock.advanceSeconds(limits.chat.withdrawWindowSeconds + 1);
    expect((await members.ana.api('PUT', `/api/private-letter/message/${late.idString}`)).body.code).toBe(
      'WITHDRAW_WINDOW_PASSED',
    );
    expect((await members.ana.api('PUT', '/api/private-letter/message/999999999')).body.code).toBe(
      'LETTER_NOT_FOUND',
    );
  });

  it("follow each member's choice of who may write them; staff reach anyone", async () => {
    const rule = (client: TestClient, whoCanMessageMe: string) =>
      client.api('PUT', '/api/private-letter/settings', { whoCanMessageMe });
    expect((await members.dee.get('/api/private-letter/settings')).body.data).toEqual({
      whoCanMessageMe: 'everyone',
    });
    await rule(members.dee, 'nobody');
    expect((await sendText(members.ana, ids.dee, 'Hello')).body.code).toBe('LETTERS_CLOSED');
    await rule(members.dee, 'following');
    expect((await sendText(members.ana, ids.dee, 'Hello')).body.code).toBe('LETTERS_FOLLOWING_ONLY');
    await members.dee.api('PUT', `/api/user/${ids.ana}/follow`);
    expect((await sendText(members.ana, ids.dee, 'Hello')).statusCode).toBe(200);
    // Following someone does not let them write you: it is whom Dee follows that counts.
    expect((await sendText(members.ben, ids.dee, 'Hello')).body.code).toBe('LETTERS_FOLLOWING_ONLY');
    const moderator = await site.signedIn('moderator');
    expect((await sendText(moderator, ids.dee, 'A note from the moderators')).statusCode).toBe(200);
    expect((await rule(members.dee, 'strangers')).statusCode).toBe(400);
    await rule(members.dee, 'everyone');
  });

  it('share the block list with profiles: a block stops letters both ways', async () => {
    const blocked = await members.ben.api('POST', `/api/private-letter/blacklist/${ids.cai}`);
    expect(blocked.body.data).toEqual({ blocked: true });
    expect((await sendText(members.cai, ids.ben, 'Hey')).body.code).toBe('LETTERS_BLOCKED_BY_MEMBER');
    expect((await sendText(members.ben, ids.cai, 'Hey')).body.code).toBe('LETTERS_TO_BLOCKED_MEMBER');
    const list = (await members.ben.get('/api/account/blocked')).body.data as { id: string }[];
    expect(list.map((member) => member.id)).toContain(ids.cai);
    expect((await members.ben.api('POST', `/api/private-letter/blacklist/${ids.ben}`)).body.code).toBe(
      'CANNOT_BLOCK_SELF',
    );
    await members.ben.api('DELETE', `/api/user/${ids.cai}/block`);
    expect((await sendText(members.cai, ids.ben, 'Friends again?')).statusCode).toBe(200);
  });

  it('refuse a banned sender, who still reads their letters', async () => {
    const sender = await site.member();
    const banned = await sender.client();
    await setBanned(site.app, sender.username, true);
    const answer = await sendText(banned, ids.ana, 'Hello');
    expect([answer.statusCode, answer.body.code]).toEqual([403, 'USER_BANNED']);
    expect((await banned.get('/api/private-letter/conversations')).statusCode).toBe(200);
  });

  it('carry images and videos uploaded here, checked by their bytes, and nothing from elsewhere', async () => {
    const image = await members.ana.upload('/api/upload/private-letter-img', {
      name: 'photo.png',
      bytes: solidPng(640, 480),
      contentType: 'image/png',
    });
    expect(image.statusCode).toBe(200);
    const uploaded = image.body.data as { url: string; width: number; height: number };
    expect(uploaded).toMatchObject({ width: 640, height: 480 });
    const sent = letterOf(
      await members.ana.api('POST', '/api/private-letter/message', {
        otherUserId: ids.ben,
        contentType: 2,
        content: uploaded.url,
        width: 640,
        height: 480,
      }),
    );
    expect(sent).toMatchObject({ contentType: 2, content: uploaded.url });
    expect(JSON.parse(sent.extra)).toEqual({ width: 640, height: 480 });

    const video = await members.ana.upload('/api/upload/private-letter-video', {
      name: 'clip.mp4',
      bytes: videoFile(),
      contentType: 'video/mp4',
    });
    expect(video.statusCode).toBe(200);
    const clip = video.body.data as { url: string; width: number; height: number };
    const videoLetter = letterOf(
      await members.ana.api('POST', '/api/private-letter/message', {
        otherUserId: ids.ben,
        contentType: 3,
        content: clip.url,
        width: clip.width,
        height: clip.height,
        poster: uploaded.url,
      }),
    );
    expect(JSON.parse(videoLetter.extra)).toMatchObject({ poster: uploaded.url });

    const media = (contentType: number, content: string, poster?: string) =>
      members.ana.api('POST', '/api/private-letter/message', {
        otherUserId: ids.ben,
        contentType,
        content,
        poster,
      });
    expect((await media(2, 'https://elsewhere.example/cat.png')).body.code).toBe('LETTER_MEDIA_INVALID');
    expect((await media(3, uploaded.url)).body.code).toBe('LETTER_MEDIA_INVALID');
    expect((await media(3, clip.url, 'https://elsewhere.example/p.png')).body.code).toBe(
      'LETTER_MEDIA_INVALID',
    );

    const fake = await members.ana.upload('/api/upload/private-letter-img', {
      name: 'photo.png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      contentType: 'image/png',
    });
    expect(fake.body.code).toBe('NOT_AN_IMAGE');
    const fakeVideo = await members.ana.upload('/api/upload/private-letter-video', {
      name: 'clip.mp4',
      bytes: Buffer.alloc(4096, 7),
      contentType: 'video/mp4',
    });
    expect(fakeVideo.body.code).toBe('NOT_A_VIDEO');
    const huge = await members.ana.upload('/api/upload/private-letter-img', {
      name: 'huge.png',
      bytes: Buffer.concat([solidPng(8, 8), Buffer.alloc(limits.upload.pictureMaxBytes)]),
      contentType: 'image/png',
    });
    expect([huge.statusCode, huge.body.message]).toEqual([413, 'The size of picture has exceeded 20m limit']);
  });

  it("carry only the sender's own uploads of the letter's kind", async () => {
    const upload = async (member: TestClient, url: string, name: string, bytes: Buffer) =>
      ((await member.upload(url, { name, bytes })).body.data as { url: string }).url;
    const bensImage = await upload(
      members.ben,
      '/api/upload/private-letter-img',
      'ben.png',
      solidPng(64, 48),
    );
    const anasImage = await upload(members.ana, '/api/upload/img', 'ana.png', solidPng(64, 48));
    const anasVideo = await upload(members.ana, '/api/upload/private-letter-video', 'ana.mp4', videoFile());
    const anasFile = await upload(members.ana, '/api/upload/file', 'ana.png', solidPng(64, 48));
    const send = (contentType: number, content: string, poster?: string) =>
      members.ana.api('POST', '/api/private-letter/message', {
        otherUserId: ids.ben,
        contentType,
        content,
        poster,
      });
    const refused = async (contentType: number, content: string, poster?: string) => {
      const answer = await send(contentType, content, poster);
      return [answer.statusCode, answer.body.code];
    };

    // Another member's upload, an address into the store nobody uploaded, the wrong kind.
    expect(await refused(2, bensImage)).toEqual([400, 'LETTER_MEDIA_INVALID']);
    const madeUp = site.app.deps.storage.urlOf('images/2026/11/0123456789abcdef01234567.png');
    expect(await refused(2, madeUp)).toEqual([400, 'LETTER_MEDIA_INVALID']);
    expect(
      await refused(3, site.app.deps.storage.urlOf('videos/2026/11/0123456789abcdef01234567.mp4')),
    ).toEqual([400, 'LETTER_MEDIA_INVALID']);
    expect(await refused(2, anasVideo)).toEqual([400, 'LETTER_MEDIA_INVALID']);
    expect(await refused(2, anasFile)).toEqual([400, 'LETTER_MEDIA_INVALID']);
    expect(await refused(3, anasVideo, bensImage)).toEqual([400, 'LETTER_MEDIA_INVALID']);

    // One's own: any image uploaded (not only through the letter call), a video with one's own poster.
    expect((await send(2, anasImage)).statusCode).toBe(200);
    const videoLetter = await send(3, anasVideo, anasImage);
    expect(videoLetter.statusCode).toBe(200);
    expect(letterOf(videoLetter)).toMatchObject({ contentType: 3, content: anasVideo });
  });

  it('hand out a signed, short-lived ticket for the realtime connection', async () => {
    const answer = (await members.ana.get('/api/private-letter/tencent-cloud-im')).body.data as {
      sdkAppId: string;
      userSig: string;
      expiresAt: number;
      socketPath: string;
    };
    expect(answer.sdkAppId).toBeTruthy();
    expect(answer.userSig.startsWith(`${ids.ana}.`)).toBe(true);
    expect(answer.expiresAt).toBe(Math.floor(clock.now().getTime() / 1000) + 300);
    expect(answer.socketPath).toBe('/api/ws');
  });
});
