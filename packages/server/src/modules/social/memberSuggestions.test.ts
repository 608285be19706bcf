import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/rewards.ts';
import { createTestApp, testDatabase } from '../../../test/testApp.ts';
import { TestClient } from '../../../test/testClient.ts';

describe(`members offered for a mention (${testDatabase})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ region: 'global', demoData: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const names = async (client: TestClient, prefix: string) =>
    (
      (await client.get(`/api/members/suggest?prefix=${encodeURIComponent(prefix)}`)).body.data as {
        username: string;
      }[]
    ).map((member) => member.username);

  it('offers members by the start of their name in any case and script, to members only', async () => {
    const member = await signedIn(app, 'fan');
    expect(await names(member, 'ARJ')).toEqual(['arjun.tech']);
    expect(await names(member, 'Нат')).toEqual(['Наташа_фото']);
    expect(await names(member, '拍照')).toEqual(['拍照达人']);
    expect((await new TestClient(app).get('/api/members/suggest?prefix=arj')).statusCode).toBe(401);
  });

  it("takes a name's underscore literally and refuses what no name holds", async () => {
    const first = new TestClient(app);
    await first.register('zz_top', 'zz@example.com', 'a-long-password');
    const second = new TestClient(app);
    await second.register('zzxtop', 'zzx@example.com', 'a-long-password');
    expect(await names(first, 'zz_')).toEqual(['zz_top']);
    expect(await names(first, 'zz')).toEqual(['zz_top', 'zzxtop']);
    for (const prefix of ['%', 'a b', '', 'x'.repeat(25)])
      expect((await first.get(`/api/members/suggest?prefix=${encodeURIComponent(prefix)}`)).statusCode).toBe(
        400,
      );
  });
});
