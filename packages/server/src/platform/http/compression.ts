import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/**
 * Answers made per request (API JSON, the HTML shell) above a small size travel compressed: brotli
 * where the browser accepts it, else gzip. Brotli at quality 4 (the plugin's default) costs about
 * what gzip does per byte and saves more; the top qualities are for the build's files, which
 * `precompress` writes once and `@fastify/static` sends as they are (they carry their own
 * Content-Encoding, so this leaves them alone). Registered before the routes: it hooks each route
 * as it is added.
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
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: compressAboveBytes,
    syncThreshold: compressInlineUpToBytes,
    brotliOptions: answerBrotliOptions,
  });
}

/** Smaller answers fit in a packet or two either way; compressing them costs more than it saves. */
const compressAboveBytes = 1024;
/** Answers up to this size (every API answer and drawn page seen) are compressed in one call. */
const compressInlineUpToBytes = 256 * 1024;

/**
 * Brotli for answers made at run time, per request here and once per kept visitor page
 * (`pages/visitorPages.ts`): quality 4, a window the size of the largest inline answer.
 */
export const answerBrotliOptions: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.log2(compressInlineUpToBytes),
  },
};
