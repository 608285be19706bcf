import { solidPng } from '@fanzone/testkit';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/testClient.ts';
import { useTestApp } from '../../../../test/useTestApp.ts';
import { createS3Storage } from '../../../platform/storage/s3Storage.ts';

/** An address nothing listens on: a port taken from the system, then given back. */
async function refusingAddress(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * An object store that refuses its connections (ECONNREFUSED, as a stopped database would) is a
 * failed upload, not the database away: no 503 DATABASE_UNAVAILABLE telling members the forum is
 * busy, and the database keeps answering everything else.
 */
describe('uploads when the object store refuses connections', () => {
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await refusingAddress();
  });
  // The store is made when the app is, after the hook above found the address.
  const site = useTestApp({
    region: 'global',
    storage: () =>
      createS3Storage({
        endpoint,
        bucket: 'fanzone',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  });
  let member: TestClient;

  beforeAll(async () => {
    member = site.visitor();
    await member.register('refused_store_fan', 'refused-store@example.com', 'a-long-password');
  });

  it('answers 500 INTERNAL, not DATABASE_UNAVAILABLE, while the database answers the rest', async () => {
    const refused = await member.upload('/api/upload/img', { name: 'photo.png', bytes: solidPng(300, 200) });
    expect({ status: refused.statusCode, code: refused.body.code }).toEqual({
      status: 500,
      code: 'INTERNAL',
    });
    expect(refused.response.headers['retry-after']).toBeUndefined();
    expect((await member.get('/api/account/profile')).statusCode).toBe(200);
    expect((await member.get('/api/health')).body.data).toMatchObject({ ok: true });
  });
});
