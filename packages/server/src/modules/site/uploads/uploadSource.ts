import type { ErrorCode } from '@fanzone/contract';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../../platform/http/errors.ts';
import { isOutOfSpace } from '../../../platform/storage/storage.ts';

/** One uploaded file as it arrives: a stream that the HTTP layer has already cut off at the limit. */
export type IncomingFile = {
  /** The name the client gave; shown to people at most, never trusted for anything else. */
  filename: string;
  stream: AsyncIterable<Buffer>;
  /** True once the stream has been cut off because the file went past the limit. */
  wasCutOff(): boolean;
};

/**
 * Where a service gets its upload from. The service decides the byte limit (it depends on the
 * purpose), so the source opens the file only when asked, with that limit.
 */
export type UploadSource = {
  /** The size of the whole request as the client declared it, if it did. */
  declaredBytes: number | undefined;
  /** Opens the multipart field `file`; undefined when the request has none. */
  open(maxBytes: number): Promise<IncomingFile | undefined>;
};

/** Room for the multipart boundary and part headers around the file itself. */
const multipartOverheadBytes = 16 * 1024;

/**
 * Reads the uploaded file whole, but never more than `maxBytes` of it: a request that declares more
 * is refused before a byte is read, and one that sends more (chunked, or lying) is cut off at the
 * limit. Both answer `tooLarge`.
 */
export async function readUpload(
  source: UploadSource,
  maxBytes: number,
  tooLarge: ErrorCode,
): Promise<{ filename: string; bytes: Buffer }> {
  if (source.declaredBytes !== undefined && source.declaredBytes > maxBytes + multipartOverheadBytes) {
    throw new AppError(tooLarge);
  }
  const file = await source.open(maxBytes);
  if (!file) throw new AppError('VALIDATION_FAILED', { fields: { file: 'required' } });
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file.stream) {
    total += chunk.length;
    // The source already stops at the limit; counting here keeps the promise even if it did not.
    if (total > maxBytes) throw new AppError(tooLarge);
    chunks.push(chunk);
  }
  if (file.wasCutOff()) throw new AppError(tooLarge);
  return { filename: file.filename, bytes: Buffer.concat(chunks, total) };
}

/**
 * Streams the uploaded file to a temporary file, never more than `maxBytes` of it, so even the
 * largest video never sits whole in memory. Answers its path and a cleanup the caller must run; on
 * any failure the partial file is removed here.
 */
export async function saveUpload(
  source: UploadSource,
  maxBytes: number,
  tooLarge: ErrorCode,
): Promise<{ filename: string; path: string; bytes: number; remove: () => Promise<void> }> {
  if (source.declaredBytes !== undefined && source.declaredBytes > maxBytes + multipartOverheadBytes) {
    throw new AppError(tooLarge);
  }
  const file = await source.open(maxBytes);
  if (!file) throw new AppError('VALIDATION_FAILED', { fields: { file: 'required' } });
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'fanzone-upload-'));
  const remove = () => fs.rm(folder, { recursive: true, force: true });
  const target = path.join(folder, 'upload');
  let total = 0;
  try {
    await pipeline(
      file.stream,
      async function* countUpToTheLimit(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          total += chunk.length;
          if (total > maxBytes) throw new AppError(tooLarge);
          yield chunk;
        }
      },
      createWriteStream(target),
    );
    if (file.wasCutOff()) throw new AppError(tooLarge);
  } catch (error) {
    await remove();
    // This node's temporary disk is full: the member is told to try later, as for a full store.
    if (isOutOfSpace(error)) throw new AppError('STORAGE_FULL', { cause: error });
    throw error;
  }
  return { filename: file.filename, path: target, bytes: total, remove };
}
