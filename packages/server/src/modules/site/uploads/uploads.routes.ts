import fastifyMultipart from '@fastify/multipart';
import { uploadsApi } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { storeAttachment } from './storeAttachment.ts';
import { storeImage } from './storeImage.ts';
import { storeVideo } from './storeVideo.ts';
import type { IncomingFile, UploadSource } from './uploadSource.ts';

/** Uploads a member (or an address, signed out) may send a minute, across the upload calls. */
export const uploadsPerMinute = 30;
const uploadRateLimit = { max: uploadsPerMinute, timeWindow: '1 minute' };
/** How long the connection of an upload answered early still takes (and drops) bytes before closing. */
const closeLingerMs = 2_000;

/**
 * The upload calls. Multipart parsing is registered only inside this scope, so every other
 * route keeps the app's 1 MB JSON body limit and refuses multipart bodies outright.
 */
export async function registerUploadsRoutes(
  app: FastifyInstance,
  deps: Deps,
  /** Refuses a letter's media while private letters are not shown (the letters policy decides). */
  assertLettersShown: () => Promise<void>,
) {
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      // One file per request; the byte limit is set per call by the service that reads it.
      limits: { files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 },
      throwFileSizeLimit: false,
    });
    // An answer given before the body has all arrived (too large, banned, not logged in) ends the
    // connection, so a client pushing 300 MB stops there instead of the server reading it all.
    uploads.addHook('onResponse', async (request) => {
      if (!request.raw.readableEnded) closeGently(request.raw);
    });

    const limited = { rateLimit: uploadRateLimit };
    route(
      uploads,
      uploadsApi.image,
      async ({ viewer, query, request }) => storeImage(deps, viewer, query.purpose, uploadSourceOf(request)),
      limited,
    );
    route(
      uploads,
      uploadsApi.video,
      async ({ viewer, request }) => storeVideo(deps, viewer, uploadSourceOf(request)),
      limited,
    );
    route(
      uploads,
      uploadsApi.file,
      async ({ viewer, request }) => storeAttachment(deps, viewer, uploadSourceOf(request)),
      limited,
    );
    // A private letter's media follow the same rules as a post's (spec §5: pictures up to 20 MB,
    // videos up to 200 MB), checked by their bytes.
    route(
      uploads,
      uploadsApi.letterImage,
      async ({ viewer, request }) => {
        await assertLettersShown();
        return storeImage(deps, viewer, 'picture', uploadSourceOf(request));
      },
      limited,
    );
    route(
      uploads,
      uploadsApi.letterVideo,
      async ({ viewer, request }) => {
        await assertLettersShown();
        return storeVideo(deps, viewer, uploadSourceOf(request));
      },
      limited,
    );
  });
}

/** The request's multipart field `file` as a service reads it. */
function uploadSourceOf(request: FastifyRequest): UploadSource {
  const declaredBytes = Number.parseInt(request.headers['content-length'] ?? '', 10);
  return {
    declaredBytes: Number.isSafeInteger(declaredBytes) ? declaredBytes : undefined,
    async open(maxBytes): Promise<IncomingFile | undefined> {
      const part = await request.file({ limits: { fileSize: maxBytes } }).catch(asBadRequest);
      if (!part || part.fieldname !== 'file') return undefined;
      const file = part.file;
      // At the limit busboy stops handing over bytes but would go on reading, and dropping, the rest
      // of the body until the part ends. Destroying the file stream stops the parsing there. The
      // limit may already have been reached while the part was being handed over.
      if (file.truncated) file.destroy();
      else file.once('limit', () => file.destroy());
      const wasCutOff = () => file.truncated;
      return { filename: part.filename, stream: untilCutOff(file, wasCutOff), wasCutOff };
    },
  };
}

/**
 * The file's bytes until it ends or is cut off at the limit. A body that breaks off mid-file
 * otherwise (a client that gave up) is the caller's fault, not a 500.
 */
async function* untilCutOff(stream: AsyncIterable<Buffer>, wasCutOff: () => boolean): AsyncGenerator<Buffer> {
  try {
    yield* stream;
  } catch (error) {
    if (!wasCutOff()) asBadRequest(error);
  }
}

/**
 * Busboy's parse errors (no boundary, malformed part headers, body ended early) carry no status and
 * would answer 500; they mean the request is broken. The plugin's own errors (not multipart, too
 * many parts) have a status and go through as they are.
 */
function asBadRequest(error: unknown): never {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
  throw new AppError('VALIDATION_FAILED', {
    fields: { file: 'malformed or incomplete upload' },
    cause: error,
  });
}

/**
 * Ends the connection of a request whose body was not read to the end, in stages (RFC 9112 §9.6):
 * closing at once while the client is still sending makes its TCP stack reset the connection, which
 * can destroy the answer before it is read. So: stop writing (FIN), drop whatever still arrives for
 * a moment, then close. (A `Connection: close` header would make Node close at once.)
 */
function closeGently(incoming: IncomingMessage) {
  const socket = incoming.socket;
  // In-process requests (app.inject) have no connection to close.
  if (!(socket instanceof net.Socket) || socket.destroyed) return;
  incoming.resume();
  socket.end();
  const timer = setTimeout(() => socket.destroy(), closeLingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
