import type { Feedback, Notification } from '@fanzone/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setBanned } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

describe(`feedback (${testDatabase})`, () => {
  const site = useTestApp({ region: 'global' });
  let member: TestClient;
  let other: TestClient;
  let otherName: string;
  let admin: TestClient;
  let moderator: TestClient;

  const valid = {
    device: 'Nova 12 Pro',
    systemVersion: 'FanOS 5.1',
    frequency: 'often',
    path: 'Camera › Night mode',
    description: 'The camera app closes by itself when I switch to night mode after sunset.',
    contact: 'priya@example.com',
  };
  const send = (client: TestClient, body: Record<string, unknown>) =>
    client.api('POST', '/api/feedback', body);

  beforeAll(async () => {
    const otherMember = await site.member();
    otherName = otherMember.username;
    [member, other, admin, moderator] = await Promise.all([
      site.member().then((made) => made.client()),
      otherMember.client(),
      site.member({ role: 'admin' }).then((made) => made.client()),
      site.member({ role: 'moderator' }).then((made) => made.client()),
    ]);
  });

  it('takes feedback with a number and the submitted status; the member lists it, nobody else sees it', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3c6' } })
      .png()
      .toBuffer();
    const picture = (
      await member.upload('/api/upload/img', { name: 's.png', bytes: png, contentType: 'image/png' })
    ).body.data as { url: string; width: number; height: number };
    const sent = (await send(member, { ...valid, images: [picture] })).body.data as Feedback;
    expect(sent).toMatchObject({
      number: `FB${sent.id.padStart(6, '0')}`,
      status: 'submitted',
      answer: null,
      frequency: 'often',
      images: [picture],
    });
    const mine = (await member.get('/api/feedback/mine')).body.data as Feedback[];
    expect(mine[0]).toMatchObject({ id: sent.id, number: sent.number });
    expect(
      ((await other.get('/api/feedback/mine')).body.data as Feedback[]).map((item) => item.id),
    ).not.toContain(sent.id);
  });

  it('refuses a missing device, too few or too many words, a wrong contact and pictures from elsewhere, in the spec’s words', async () => {
    expect((await send(member, { ...valid, device: '  ' })).body.code).toBe('DEVICE_REQUIRED');
    const few = await send(member, { ...valid, description: 'It crashes.' });
    expect(few.body).toMatchObject({
      code: 'DESCRIPTION_WORDS',
      message: 'Please describe the problem in 10 to 150 words',
    });
    expect((await send(member, { ...valid, description: 'word '.repeat(151) })).body.code).toBe(
      'DESCRIPTION_WORDS',
    );
    expect((await send(member, { ...valid, contact: 'call me maybe' })).body).toMatchObject({
      code: 'CONTACT_INVALID',
      message: 'Please enter the correct contact',
    });
    expect((await send(member, { ...valid, contact: '+91 98765 43210' })).statusCode).toBe(200);
    expect(
      (
        await send(member, {
          ...valid,
          images: [{ url: 'https://elsewhere.example/x.png', width: 1, height: 1 }],
        })
      ).body.code,
    ).toBe('VALIDATION_FAILED');
  });

  it('operators list waiting feedback oldest first and answer it; the member reads the answer and is told', async () => {
    const first = (await send(other, valid)).body.data as Feedback;
    expect((await moderator.get('/api/admin/feedback')).body.code).toBe('FORBIDDEN');
    const waiting = (await admin.get('/api/admin/feedback')).body.data as (Feedback & {
      author: { username: string };
    })[];
    expect(waiting.map((item) => item.status)).toEqual(waiting.map(() => 'submitted'));
    expect(waiting.find((item) => item.id === first.id)).toMatchObject({
      author: { username: otherName },
    });
    expect(Number(waiting[0]!.id)).toBeLessThan(Number(waiting.at(-1)!.id) + 1);

    expect(
      (await moderator.api('PUT', `/api/admin/feedback/${first.id}/answer`, { answer: 'Thanks' })).body.code,
    ).toBe('FORBIDDEN');
    expect(
      (await admin.api('PUT', `/api/admin/feedback/${first.id}/answer`, { answer: ' ' })).statusCode,
    ).toBe(400);
    expect((await admin.api('PUT', '/api/admin/feedback/999999/answer', { answer: 'Hi' })).body.code).toBe(
      'FEEDBACK_NOT_FOUND',
    );
    const answered = (
      await admin.api('PUT', `/api/admin/feedback/${first.id}/answer`, { answer: 'Fixed in the 5.2 update.' })
    ).body.data as Feedback;
    expect(answered).toMatchObject({ status: 'answered', answer: 'Fixed in the 5.2 update.' });
    expect(((await other.get('/api/feedback/mine')).body.data as Feedback[])[0]).toMatchObject({
      id: first.id,
      status: 'answered',
    });
    const [line] = (await other.get('/api/message/list?type=system')).body.data as Notification[];
    expect(line).toMatchObject({
      kind: 'feedbackAnswered',
      subject: first.number,
      excerpt: 'Fixed in the 5.2 update.',
    });
    const answeredList = (await admin.get('/api/admin/feedback?status=answered')).body.data as Feedback[];
    expect(answeredList[0]!.id).toBe(first.id);
    expect(
      ((await admin.get('/api/admin/feedback')).body.data as Feedback[]).map((item) => item.id),
    ).not.toContain(first.id);
  });

  it('refuses feedback from a banned member and from a visitor', async () => {
    const bannedMember = await site.member();
    const banned = await bannedMember.client();
    await setBanned(site.app, bannedMember.username, true);
    expect((await send(banned, valid)).body.code).toBe('USER_BANNED');
    expect((await send(site.visitor(), valid)).body.code).toBe('LOGIN_REQUIRED');
  });
});
