import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/**
 * Answers made per request (API JSON, the HTML shell and drawn pages) above a small size travel
 * compressed, in the encoding that costs least for what it saves, by kind:
 * - **API answers (JSON) in gzip** where the browser accepts it, else brotli. On our answers gzip at
 *   its default level comes within 0–6 % of brotli quality 4's bytes (a board's list: 4,528 against
 *   4,523 bytes; Recommended 4,461 against 4,464), and under load costs half: a board's list at 50
 *   connections took 1.86–1.90 ms of server CPU in gzip, 2.15–2.26 in brotli, 1.56–1.59 as it is
 *   (brotli's larger tables miss the cache on two cores shared with the database).
 * - **Pages (HTML) in brotli** at quality 4 (`pageCompression`, the pages' route): on markup with
 *   its inline styles brotli saves a sixth more than gzip (a board page: 19.3 against 22.4 KB).
 * The top qualities are for the build's files, which `precompress` writes once and
 * `@fastify/static` sends as they are (they carry their own Content-Encoding, so this leaves them
 * alone). Registered before the routes: it hooks each route as it is added.
 *
 * An answer is compressed in one call on the event loop, not through a compression stream on
 * libuv's pool: the plugin streams answers above 8 KB on a two-core machine, and its stream (a
 * pipeline, a zlib context, a trip to the pool per 16 KB) cost far more than compressing. Measured
 * on a member's search answer (22 KB, 20 connections): 2.2–2.6 → 0.8–1.1 ms of server CPU a
 * request, p99 81–90 → 31–44 ms; a member's board page (142 KB) 30–37 → 26 ms. Compressing that
 * page holds the loop ~1.2 ms. The window is the largest inline answer's, not brotli's 4 MB: the
 * same bytes out, and the encoder no longer sets up a window sixteen times the answer (−10 % on the
 * page, −30 % on the search answer).
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { ...compressionOf(['gzip', 'br']), global: true });
}

/** Smaller answers fit in a packet or two either way; compressing them costs more than it saves. */
const compressAboveBytes = 1024;
/** Answers up to this size (every API answer and drawn page seen) are compressed in one call. */
const compressInlineUpToBytes = 256 * 1024;

/**
 * Brotli for answers made at run time, per request: quality 4, a window the size of the largest
 * inline answer. A visitor's page kept for many readers is worth more (`keptPageBrotliOptions`).
 */
export const answerBrotliOptions: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.log2(compressInlineUpToBytes),
  },
};

/**
 * Brotli for a visitor's page kept a few seconds and sent to every visitor meanwhile
 * (`pages/visitorPages.ts`), compressed once per copy: quality 5 writes a board page in 17.4 KB
 * instead of 19.3 (−10 % for every visitor on a slow phone) for 0.3 ms more, once. Quality 7 saves
 * 4 % more for 0.8 ms more; 9 and above cost ten times that.
 */
export const keptPageBrotliOptions: zlib.BrotliOptions = {
  params: { ...answerBrotliOptions.params, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
};

function compressionOf(encodings: ('br' | 'gzip')[]) {
  return {
    encodings,
    threshold: compressAboveBytes,
    syncThreshold: compressInlineUpToBytes,
    brotliOptions: answerBrotliOptions,
  };
}

/** The pages' route option (`compress`): HTML in brotli first (see `installCompression`). */
export const pageCompression = compressionOf(['br', 'gzip']);
