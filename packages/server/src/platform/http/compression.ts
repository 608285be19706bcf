import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers made per request (API JSON, the HTML shell) above a small size travel compressed: brotli
 * where the browser accepts it, else gzip. Brotli at quality 4 (the plugin's default) costs about
 * what gzip does per byte and saves more; the top qualities are for the build's files, which
 * `precompress` writes once and `@fastify/static` sends as they are (they carry their own
 * Content-Encoding, so this leaves them alone). Registered before the routes: it hooks each route
 * as it is added.
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: compressAboveBytes,
  });
}

/** Smaller answers fit in a packet or two either way; compressing them costs more than it saves. */
const compressAboveBytes = 1024;
