import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

describe(`members offered for a mention (${testDatabase})`, () => {
  const site = useTestApp({ region: 'global' });

  const names = async (client: TestClient, prefix: string) =>
    (
      (await client.get(`/api/members/suggest?prefix=${encodeURIComponent(prefix)}`)).body.data as {
        username: string;
      }[]
    ).map((member) => member.username);

  it('offers members by the start of their name in any case and script, to members only', async () => {
    for (const username of ['arjun.tech', 'Наташа_фото', '拍照达人']) await site.member({ username });
    const member = await (await site.member()).client();
    expect(await names(member, 'ARJ')).toEqual(['arjun.tech']);
    expect(await names(member, 'Нат')).toEqual(['Наташа_фото']);
    expect(await names(member, '拍照')).toEqual(['拍照达人']);
    expect((await site.visitor().get('/api/members/suggest?prefix=arj')).statusCode).toBe(401);
  });

  it("takes a name's underscore literally and refuses what no name holds", async () => {
    const first = site.visitor();
    await first.register('zz_top', 'zz@example.com', 'a-long-password');
    const second = site.visitor();
    await second.register('zzxtop', 'zzx@example.com', 'a-long-password');
    expect(await names(first, 'zz_')).toEqual(['zz_top']);
    expect(await names(first, 'zz')).toEqual(['zz_top', 'zzxtop']);
    for (const prefix of ['%', 'a b', '', 'x'.repeat(25)])
      expect((await first.get(`/api/members/suggest?prefix=${encodeURIComponent(prefix)}`)).statusCode).toBe(
        400,
      );
  });
});
