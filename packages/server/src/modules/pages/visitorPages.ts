import negotiate from '@fastify/accept-negotiator';
import type { Locale } from '@fanzone/contract';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createReadCache } from '../../platform/cache.ts';
import { answerBrotliOptions, keptPageBrotliOptions } from '../../platform/http/compression.ts';
import type { Deps } from '../../platform/deps.ts';
import type { PostsReadModel, StaleReads } from '../posts/index.ts';

/**
 * A page as sent: its status and its HTML as UTF-8 bytes (what is sent and compressed);
 * `serverTiming` says how it was drawn (`Server-Timing`), when it was.
 */
export type RenderedPage = { status: number; html: Buffer; serverTiming?: string };
type KeptPage = RenderedPage & { encoded: Partial<Record<Encoding, Promise<Buffer>>> };
type Encoding = 'br' | 'gzip';
const encodings: Encoding[] = ['br', 'gzip'];

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * On libuv's thread pool, not the event loop: without the read cache (the long tail, crawlers) every
 * page is compressed, and done in line that was a twentieth of the loop's time per page, which the
 * other core can take instead while the loop draws the next page. A page kept for many readers is
 * compressed harder than one made for one reader (READ_CACHE_SECONDS=0).
 */
function compressorsFor(kept: boolean): Record<Encoding, (html: Buffer) => Promise<Buffer>> {
  const brotliOptions = kept ? keptPageBrotliOptions : answerBrotliOptions;
  return {
    br: (html) => brotliCompress(html, brotliOptions),
    gzip: (html) => gzip(html),
  };
}

/**
 * Visitors' whole pages, kept per node for `READ_CACHE_SECONDS` like visitors' API answers: a page is
 * the same for every visitor of one language and country, and made of answers the read model shares
 * anyway; keeping the page (and its brotli and gzip forms) spares the in-process calls and the
 * compression, which cost ten times the reads themselves. What the read model drops (a post edited,
 * moved, removed or commented; a board's or Recommended's lists) drops the pages showing it on every
 * node; settings and boards' own changes wait for the TTL, as their own caches do. Members' pages are
 * never kept: they hold the member's own data.
 */
export async function createVisitorPages(deps: Deps, readModel: PostsReadModel) {
  const pages = createReadCache<KeptPage>({
    name: 'visitor-pages',
    ttlMs: deps.config.readCacheMs,
    clock: deps.clock,
    bus: deps.bus,
    maxEntries: 2_000,
  });
  await pages.ready;
  const compress = compressorsFor(deps.config.readCacheMs > 0);
  readModel.onStale((stale: StaleReads) => {
    for (const id of stale.postIds) pages.forgetHere.prefix(`/post-details/${id}|`);
    for (const id of stale.boardIds) pages.forgetHere.prefix(`/board/detail/${id}|`);
    if (stale.recommended) pages.forgetHere.prefix('/|');
  });
  return {
    /** The page for this path, language and country, made by `render` when no fresh copy is kept. */
    async get(
      scope: {
        pathname: string;
        /** The address's query (`?comment=`, `?join=`): the page drawn may show it. */
        search: string;
        locale: Locale;
        countryCode: string | null;
        /** What else the markup depends on (`pages.routes.ts`): the layout, the app, the cookie notice. */
        drawn: { layout: string; inApp: boolean; cookieNoticeAnswered: boolean };
      },
      render: () => Promise<RenderedPage>,
    ): Promise<KeptPage> {
      const { layout, inApp, cookieNoticeAnswered } = scope.drawn;
      const key = `${scope.pathname}|${scope.search}|${scope.locale}|${scope.countryCode ?? '-'}|${layout}|${inApp ? 'app' : 'web'}|${cookieNoticeAnswered ? 'answered' : 'asked'}`;
      return pages.get(key, async () => ({ ...(await render()), encoded: {} }));
    },
    /** The page in the best encoding the browser accepts, made once per kept page (readers share it). */
    async encodedFor(page: KeptPage, acceptEncoding: string | undefined) {
      const encoding = acceptEncoding ? (negotiate(acceptEncoding, encodings) as Encoding | null) : null;
      if (!encoding) return { encoding: undefined, body: page.html };
      page.encoded[encoding] ??= compress[encoding](page.html).catch((error: unknown) => {
        delete page.encoded[encoding]; // not kept: the next reader tries again
        throw error;
      });
      return { encoding, body: await page.encoded[encoding] };
    },
    close: () => pages.close(),
  };
}

export type VisitorPages = Awaited<ReturnType<typeof createVisitorPages>>;
