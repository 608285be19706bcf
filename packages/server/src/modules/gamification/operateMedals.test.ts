import type { MedalAdmin, MedalView, MissionAdmin, UploadedImage } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { expectOperatorsOnly, rewardsAppOptions } from '../../../test/rewards.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock } from '../../platform/clock.ts';

let codes = 0;
/** A valid new medal: tests change one field at a time. */
function newMedal(overrides: Record<string, unknown> = {}) {
  codes += 1;
  return {
    code: `test-medal-${codes}`,
    name: { en: `Test medal ${codes}`, ru: `Тестовая медаль ${codes}` },
    description: { en: 'Given in a test' },
    iconUrl: '/medals/event-winner.svg',
    position: 20,
    ...overrides,
  };
}

/** Icons that must never reach members' browsers. */
const hostileIcons = [
  'javascript:alert(1)',
  'JavaScript:alert(1)//.svg',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  '//evil.example/medal.svg',
  '/\\evil.example/medal.svg',
  'https://evil.example/medal.svg',
  'http://localhost:3000.evil.example/medal.svg',
  'medals/relative.svg',
  '/medals/a medal.svg',
  '/medals/"onerror="alert(1).svg',
];

describe("operators' medals catalogue", () => {
  const clock = manualClock(new Date('2026-11-20T06:30:00Z'));
  const site = useTestApp(rewardsAppOptions(clock));
  let admin: TestClient;
  let moderator: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    admin = await (await site.member({ role: 'admin' })).client();
    moderator = await (await site.member({ role: 'moderator' })).client();
    member = await (await site.member()).client();
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await admin.api('POST', '/api/admin/medals', newMedal(overrides));
    expect(answer.statusCode).toBe(200);
    return answer.body.data as MedalAdmin;
  };
  const catalogue = async () => (await admin.get('/api/admin/medals')).body.data as MedalAdmin[];
  const publicMedal = async (client: TestClient, id: string) =>
    ((await client.get('/api/medals')).body.data as MedalView[]).find((medal) => medal.id === id);

  it('lets only admins read and write it: visitors sign in first, members and moderators are refused', async () => {
    const eventWinner = (await catalogue()).find((medal) => medal.code === 'event-winner')!;
    const refusedMedal = newMedal();
    const calls = [
      ['GET', '/api/admin/medals', undefined],
      ['POST', '/api/admin/medals', refusedMedal],
      ['PUT', `/api/admin/medals/${eventWinner.id}`, { iconUrl: '/medals/mine.svg' }],
    ] as const;
    await expectOperatorsOnly(site.app, [member, moderator], calls);
    expect((await catalogue()).find((medal) => medal.id === eventWinner.id)).toEqual(eventWinner);
    expect((await catalogue()).some((medal) => medal.code === refusedMedal.code)).toBe(false);
  });

  it('lists every medal by position with every language and its holders', async () => {
    const medals = await catalogue();
    expect(medals.map((medal) => medal.code)).toEqual([
      'first-post',
      'conversationalist',
      'popular',
      'featured-author',
      'event-winner',
      // The demo's photo-story campaign gives every participant this one (demo/seedDemoEvent.ts).
      'photo-story',
    ]);
    expect(medals[0]).toMatchObject({
      iconUrl: '/medals/first-post.svg',
      name: { en: 'First post', 'zh-CN': '首帖', ru: 'Первый пост', ar: 'أول منشور' },
      position: 0,
    });
  });

  it('refuses bad medals and icons from anywhere but this site and its uploads', async () => {
    const tooLong = 'x'.repeat(limits.catalogue.titleMaxLength + 1);
    const bad: [Record<string, unknown>, string][] = [
      [{ code: 'Event Winner' }, 'body.code'],
      [{ code: '' }, 'body.code'],
      [{ name: { en: tooLong } }, 'body.name.en'],
      [{ name: { 'zh-CN': '奖章' } }, 'body.name.en'],
      [{ description: { en: 'd'.repeat(limits.catalogue.descriptionMaxLength + 1) } }, 'body.description.en'],
      [{ iconUrl: '' }, 'body.iconUrl'],
      [{ position: -1 }, 'body.position'],
      ...hostileIcons
        .slice(0, 5)
        .map((iconUrl): [Record<string, unknown>, string] => [{ iconUrl }, 'body.iconUrl']),
    ];
    for (const [overrides, field] of bad) {
      const answer = await admin.api('POST', '/api/admin/medals', newMedal(overrides));
      expect([answer.statusCode, answer.body.code], JSON.stringify(overrides)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    }
    // A change is checked the same way (operators' calls are limited a minute: the rest go here).
    const medal = await create();
    for (const iconUrl of hostileIcons) {
      const answer = await admin.api('PUT', `/api/admin/medals/${medal.id}`, { iconUrl });
      expect([answer.statusCode, answer.body.fields], iconUrl).toEqual([
        400,
        { 'body.iconUrl': 'must be a path of this site or an image uploaded here' },
      ]);
    }
    const noEnglish = await admin.api('PUT', `/api/admin/medals/${medal.id}`, { name: { ar: 'وسام' } });
    expect([noEnglish.statusCode, noEnglish.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await catalogue()).find((row) => row.id === medal.id)).toEqual(medal);
  });

  it('takes an image uploaded here as an icon', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d4af37' } })
      .png()
      .toBuffer();
    const uploaded = await admin.upload('/api/upload/img', {
      name: 'medal.png',
      bytes: png,
      contentType: 'image/png',
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.body.data as UploadedImage;
    const medal = await create({ iconUrl: url });
    expect(medal.iconUrl).toBe(url);
    expect((await publicMedal(member, medal.id))!.iconUrl).toBe(url);
  });

  it('keeps codes unique, also when creates race', async () => {
    const taken = await admin.api('POST', '/api/admin/medals', newMedal({ code: 'event-winner' }));
    expect([taken.statusCode, taken.body.code]).toEqual([409, 'CATALOGUE_CODE_TAKEN']);
    const racing = newMedal();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.api('POST', '/api/admin/medals', racing)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.body.code === 'CATALOGUE_CODE_TAKEN')).toHaveLength(4);
    expect((await catalogue()).filter((medal) => medal.code === racing.code)).toHaveLength(1);
  });

  it('refuses an unknown medal', async () => {
    const unknown = await admin.api('PUT', '/api/admin/medals/999999', { position: 3 });
    expect([unknown.statusCode, unknown.body.code]).toEqual([404, 'MEDAL_NOT_FOUND']);
    const unknownEmpty = await admin.api('PUT', '/api/admin/medals/999999', {});
    expect([unknownEmpty.statusCode, unknownEmpty.body.code]).toEqual([404, 'MEDAL_NOT_FOUND']);
    expect((await admin.api('PUT', '/api/admin/medals/event-winner', { position: 3 })).statusCode).toBe(400);
  });

  it('shows a new medal in the catalogue at once, grants it by hand, and awards it through a mission', async () => {
    const medal = await create({ name: { en: 'Launch day', ru: 'День запуска' } });
    expect(medal.holderCount).toBe(0);
    expect(await publicMedal(site.visitor(), medal.id)).toMatchObject({
      name: 'Launch day',
      iconUrl: '/medals/event-winner.svg',
      holderCount: 0,
      missionTitle: null,
      held: null,
    });

    const holder = await site.member();
    const granted = await admin.api('POST', `/api/admin/medals/${medal.id}/grant`, { userId: holder.id });
    expect(granted.body.data).toEqual({ awarded: true, holderCount: 1 });
    expect((await catalogue()).find((row) => row.id === medal.id)!.holderCount).toBe(1);

    // An edit shows at once; the holders keep it.
    const renamed = await admin.api('PUT', `/api/admin/medals/${medal.id}`, {
      name: { en: 'Launch hero' },
      iconUrl: '/medals/launch-hero.svg',
    });
    expect(renamed.body.data).toMatchObject({
      name: { en: 'Launch hero' },
      holderCount: 1,
      code: medal.code,
    });
    expect(await publicMedal(await holder.client(), medal.id)).toMatchObject({
      name: 'Launch hero',
      iconUrl: '/medals/launch-hero.svg',
      holderCount: 1,
      held: { awardedBy: 'operator' },
    });

    // A new mission that names it: the catalogue says how it is won, and finishing it awards it.
    const mission = await admin.api('POST', '/api/admin/missions', {
      code: 'launch-day-post',
      title: { en: 'Publish on launch day' },
      period: 'once',
      activity: 'post.published',
      target: 1,
      growthReward: 5,
      coinReward: 0,
      cardReward: 0,
      medalId: medal.id,
      isTypeB: false,
      position: 30,
      active: true,
    });
    const missionId = (mission.body.data as MissionAdmin).id;
    expect((await publicMedal(member, medal.id))!.missionTitle).toBe('Publish on launch day');
    const post = await member.api('POST', '/api/posts', validPost((await demoBoards(member))('Nova 12')));
    expect(post.body.completeMission!.find((done) => done.missionId === missionId)).toMatchObject({
      medal: { name: 'Launch hero', iconUrl: '/medals/launch-hero.svg' },
    });
    await member.api('POST', '/api/mission/award', { id: missionId });
    expect(await publicMedal(member, medal.id)).toMatchObject({
      holderCount: 2,
      held: { awardedBy: 'mission' },
    });
    // Publishing again awards nothing more.
    await publish(member, validPost((await demoBoards(member))('Nova 12')));
    expect((await catalogue()).find((row) => row.id === medal.id)!.holderCount).toBe(2);
  });
});

describe('medal icons on S3 storage', () => {
  // No demo community: its seed would upload to this storage, which is not there.
  const site = useTestApp({
    region: 'in',
    env: {
      S3_ENDPOINT: 'http://127.0.0.1:9/',
      S3_BUCKET: 'fanzone',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/fanzone',
    },
  });
  let admin: TestClient;
  beforeAll(async () => {
    admin = await (await site.member({ role: 'admin' })).client();
  });

  it("takes the storage's public addresses and site paths, and no other host", async () => {
    for (const iconUrl of ['https://cdn.example.com/fanzone/images/2026/medal.webp', '/medals/x.svg']) {
      const answer = await admin.api('POST', '/api/admin/medals', newMedal({ iconUrl }));
      expect([answer.statusCode, (answer.body.data as MedalAdmin).iconUrl]).toEqual([200, iconUrl]);
    }
    for (const iconUrl of [
      'https://cdn.example.com/other-bucket/medal.webp',
      'https://cdn.example.com.evil.example/fanzone/medal.webp',
      'https://cdn.example.com/fanzone/"onerror="alert(1)',
      ...hostileIcons,
    ]) {
      const answer = await admin.api('POST', '/api/admin/medals', newMedal({ iconUrl }));
      expect([answer.statusCode, answer.body.code], iconUrl).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
