import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/useTestApp.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them answer in the envelope. Through a
 * listening server: `inject` skips the parser, so only a real socket tries this.
 */
describe('requests too large for the HTTP parser', () => {
  const site = useTestApp();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await site.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const expectTooLarge = async (response: Response) => {
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      status: 'error',
      code: 'REQUEST_TOO_LARGE',
      message: "The request's address or headers are too long",
    });
  };

  it('answers a 20 KB query string with 431 REQUEST_TOO_LARGE in the envelope', async () => {
    await expectTooLarge(await fetch(`${baseUrl}/api/search/posts?keyword=${'a'.repeat(20_000)}`));
  });

  it('answers a 20 KB header the same way', async () => {
    await expectTooLarge(
      await fetch(`${baseUrl}/api/health`, { headers: { 'x-padding': 'b'.repeat(20_000) } }),
    );
  });

  it('still serves a request whose headers are long but within the limit', async () => {
    const response = await fetch(`${baseUrl}/api/health`, { headers: { 'x-padding': 'b'.repeat(10_000) } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe('success');
  });
});
