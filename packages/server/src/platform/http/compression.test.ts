import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/useTestApp.ts';
import { fakeWebDist } from '../../../test/webDist.ts';

/** What travels on the wire: compressed where it pays, from the build's copies where they exist. */
describe('compression on the wire', () => {
  const script = `export const words = ${JSON.stringify('fans of the brand '.repeat(400))};\n`;
  // A shell as long as the real one, so it is above the compression threshold.
  const shell = `<!doctype html><html lang="en"><head><!--fanzone-config--><style>${'.a{color:red}'.repeat(200)}</style></head><body>forum</body></html>`;
  const dist = fakeWebDist(
    { index: shell, account: shell },
    {
      'words-abc123.js': script,
      // Marked copies: the answer must be the build's copy, not one made per request.
      'words-abc123.js.br': zlib.brotliCompressSync(`${script}// built brotli\n`),
      'words-abc123.js.gz': zlib.gzipSync(`${script}// built gzip\n`),
    },
  );

  // The demo community, so that the recommended feed is long enough to compress.
  const site = useTestApp({ region: 'global', demoData: true, webDistDir: dist.dir });
  afterAll(() => dist.remove());

  const get = (url: string, acceptEncoding?: string) =>
    site.visitor().request('GET', url, {
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends API answers above a kilobyte in gzip where accepted, else brotli, else as they are', async () => {
    // Both accepted (every browser): gzip, as small as brotli on JSON and cheaper to make.
    const gzip = await get('/api/feeds/recommended', 'gzip, deflate, br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    const json = JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'));
    expect(json.status).toBe('success');
    expect(json.data.length).toBeGreaterThan(0);

    const brotli = await get('/api/feeds/recommended', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(json);

    const plain = await get('/api/feeds/recommended');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(json);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('leaves small answers uncompressed: they fit in a packet either way', async () => {
    const refused = await get('/api/account/profile', 'br, gzip');
    expect(refused.statusCode).toBe(401);
    expect(refused.rawPayload.length).toBeLessThan(1024);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the HTML shell in brotli first, and never caches it stale after a deploy', async () => {
    // Markup is where brotli saves most over gzip: the pages prefer it when both are accepted.
    const page = await get('/post-details/1', 'gzip, deflate, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('id="fanzone-config"');
    const gzip = await get('/post-details/1', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toContain('id="fanzone-config"');
  });

  it("sends the build's own compressed copy of an asset, cached for a year", async () => {
    const brotli = await get('/assets/words-abc123.js', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain('// built brotli');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');

    const gzip = await get('/assets/words-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toContain('// built gzip');

    const plain = await get('/assets/words-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
