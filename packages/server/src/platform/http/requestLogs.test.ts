import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/useTestApp.ts';
import { fakeWebDist } from '../../../test/webDist.ts';

/**
 * A request is logged once as it came (incoming, completed); the calls a page makes to the API
 * in-process on its reader's behalf are part of the page's request and add no lines of their own.
 */
describe('request logs', () => {
  const shell =
    '<!doctype html><html lang="en"><head><!--fanzone-config--></head><body><div id="root"></div></body></html>';
  const dist = fakeWebDist({ index: shell, account: shell });
  const lines: { msg: string; req?: { url: string }; reqId: string }[] = [];
  const site = useTestApp({
    demoData: true,
    webDistDir: dist.dir,
    logLine: (line) => lines.push(JSON.parse(line) as (typeof lines)[number]),
  });
  afterAll(() => dist.remove());

  const incomingUrls = () =>
    lines.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);

  it("logs a page's request and not the API calls it answers in-process", async () => {
    lines.length = 0;
    const page = await site.visitor().request('GET', '/board/detail/1');
    expect(page.statusCode).toBe(200);
    // The page did ask its calls in-process: their answers travel in it.
    expect(page.payload).toContain('/api/forum/1');
    expect(incomingUrls()).toEqual(['/board/detail/1']);
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  });

  it('logs the same API call when a browser makes it', async () => {
    lines.length = 0;
    const answer = await site.visitor().request('GET', '/api/forum/1');
    expect(answer.statusCode).toBe(200);
    expect(incomingUrls()).toEqual(['/api/forum/1']);
  });
});
