import type { PostDetail } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../test/factories.ts';
import { demoBoards, validPost } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

/**
 * Each class of bad input the contract fuzz once answered with a 500, refused at its depth with a
 * clear message, and nothing lost: the cursor codec (impossible times, numbers and ids no column
 * holds), the storable-input rule (NUL characters, lone surrogates, deep nesting), an update that
 * names nothing, the account provider's client lookup, and Fastify's own URL errors.
 */
describe('bad input', () => {
  // The demo community for its boards.
  const site = useTestApp({ region: 'global', demoData: true, env: { TRUST_PROXY: '1' } });
  let member: TestClient;
  let admin: TestClient;
  let post: PostDetail;
  beforeAll(async () => {
    [member, admin] = await Promise.all([
      site.member().then((made) => made.client()),
      site.member({ role: 'admin' }).then((made) => made.client()),
    ]);
    post = await createPost(member, { title: 'Kept as it was' });
  });

  const cursorOf = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
  const expectRefused = async (
    answer: Promise<{ statusCode: number; body: { code?: string; fields?: object } }>,
  ) => {
    const { statusCode, body } = await answer;
    expect([statusCode, body.code]).toEqual([400, 'VALIDATION_FAILED']);
    return body.fields;
  };

  it('refuses list cursors whose time, number or id no column holds', async () => {
    const userId = post.author.id;
    for (const [url, parts] of [
      ['/api/feeds/recommended', ['true', '1e999', '1']],
      ['/api/feeds/recommended', ['true', '1e-999', '1']],
      [`/api/forum/${post.board.id}/posts?sort=new&x=1`, ['2026-02-30 10:00:00+00', '1']],
      [`/api/forum/${post.board.id}/posts?sort=new&x=1`, ['0000-01-01 00:00:00', '1']],
      [`/api/user/${userId}/followers?x=1`, ['2026-11-25T10:00:00.000Z', '99999999999999999999']],
      [`/api/user/${userId}/following?x=1`, ['2026-02-30T10:00:00.000Z', '1']],
    ] as const) {
      const separator = url.includes('?') ? '&' : '?';
      expect(await expectRefused(member.get(`${url}${separator}cursor=${cursorOf(parts)}`))).toEqual({
        'query.cursor': 'invalid',
      });
    }
    // The follow list's older cursor format is refused the same way, not passed to SQL.
    const oldFormat = Buffer.from('2026-11-25T10:00:00.000Z|99999999999999999999').toString('base64url');
    await expectRefused(member.get(`/api/user/${userId}/followers?cursor=${oldFormat}`));
  });

  it('refuses NUL characters and lone surrogates in any stored text, and keeps what was there', async () => {
    const board = (await demoBoards(member))('Nova 12');
    for (const [method, url, body] of [
      ['POST', '/api/posts', validPost(board, { title: 'Night\u0000mode' })],
      ['PUT', `/api/posts/${post.id}`, validPost(board, { title: 'Broken \uD800 title' })],
      ['POST', `/api/posts/${post.id}/comments`, { content: 'Nice\u0000', images: [] }],
      ['POST', '/api/drafts', { kind: 'post', title: 'Draft', data: { contentHtml: '\uDC00' } }],
      ['PUT', '/api/account/information', { username: 'name\u0000' }],
    ] as const) {
      const fields = await expectRefused(member.api(method, url, body));
      expect(Object.values(fields ?? {}).join(' ')).toContain('cannot be stored');
    }
    const medal = {
      code: 'nul-medal',
      name: { en: 'Medal\u0000' },
      description: { en: 'x' },
      iconUrl: '/medals/event-winner.svg',
      position: 1,
    };
    await expectRefused(admin.api('POST', '/api/admin/medals', medal));
    expect(((await member.get(`/api/posts/${post.id}`)).body.data as PostDetail).title).toBe(
      'Kept as it was',
    );
  });

  it('refuses draft data nested deeper than any form, without exhausting the stack', async () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 3_000; level += 1) deep = { inner: deep };
    const fields = await expectRefused(
      member.api('POST', '/api/drafts', { kind: 'post', title: 'Deep', data: deep }),
    );
    expect(Object.values(fields ?? {}).join(' ')).toContain('nested deeper');
  });

  it('answers an update that names nothing with a clear refusal', async () => {
    await expectRefused(member.api('PUT', '/api/account/information', {}));
  });

  it("answers the account provider's lookups of impossible client ids as unknown clients", async () => {
    for (const query of [
      'client_id=%00',
      'client_id=%00%00&response_type=code&scope=openid',
      'client_id=%ED%A0%80',
    ]) {
      const answer = await site.visitor().request('GET', `/oidc/auth?${query}`);
      expect(answer.statusCode, query).toBeLessThan(500);
    }
  });

  it("answers Fastify's own URL errors in the envelope", async () => {
    const visitor = site.visitor();
    // Bad percent-encoding is the caller's mistake; a path parameter longer than any id matches no call.
    for (const [url, status, code] of [
      ['/api/posts/%E0%A4%A', 400, 'VALIDATION_FAILED'],
      [`/api/posts/${'1'.repeat(150)}`, 404, 'NOT_FOUND'],
    ] as const) {
      const answer = await visitor.get(url);
      expect([answer.statusCode, answer.body.status, answer.body.code], url).toEqual([status, 'error', code]);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});
