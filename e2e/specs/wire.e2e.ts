import type { RunningServer } from '@fanzone/testkit';
import { serverBundle, startServer } from '@fanzone/testkit';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/web/dist');

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET that shows the bytes as they travel (fetch would decode them and hide the encoding). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** The built app's text files a browser loads, with their sizes. */
function builtTextAssets() {
  const assets = path.join(distDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file, bytes: fs.statSync(path.join(assets, file)).size }));
}

/** The production build as the server sends it: every text file compressed once, cached for good. */
describe('the build on the wire', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(
      { REGION: 'cn', DEMO_DATA: '1', READ_CACHE_SECONDS: '0' },
      { bundle: serverBundle },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has a brotli and a gzip copy of every script and style above a kilobyte, each the same text', () => {
    const assets = builtTextAssets().filter(({ bytes }) => bytes >= 1024);
    expect(assets.length).toBeGreaterThan(20);
    for (const { file } of assets) {
      const original = fs.readFileSync(path.join(distDir, 'assets', file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(distDir, 'assets', `${file}.br`)))).toEqual(
        original,
      );
      expect(zlib.gunzipSync(fs.readFileSync(path.join(distDir, 'assets', `${file}.gz`)))).toEqual(original);
    }
  });

  it('sends every script and style in brotli or gzip as the browser accepts, immutable for a year', async () => {
    for (const { file, bytes } of builtTextAssets().filter((asset) => asset.bytes >= 1024)) {
      const url = `${server.url}/assets/${file}`;
      const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.status, file).toBe(200);
      expect(brotli.headers['content-encoding'], file).toBe('br');
      expect(brotli.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(brotli.body.length, file).toBeLessThan(bytes);
      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
    }
  });

  it('compresses the HTML of every page and API JSON above a kilobyte, and keeps the HTML fresh', async () => {
    const page = await rawGet(`${server.url}/`, { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.body).toString('utf8')).toContain('id="fanzone-config"');

    // JSON in gzip when both are accepted: as small as brotli on our answers, and cheaper to make.
    const feed = await rawGet(`${server.url}/api/feeds/recommended`, { 'accept-encoding': 'gzip, br' });
    expect(feed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(feed.body).toString('utf8')).data.length).toBeGreaterThan(0);
  });
});
