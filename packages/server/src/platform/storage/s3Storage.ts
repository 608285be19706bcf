import { AwsClient } from 'aws4fetch';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Storage } from './storage.ts';
import { assertSafeKey, attachmentDisposition, StorageFullError } from './storage.ts';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
};

/**
 * S3-compatible object storage (AWS, MinIO, R2, OSS …) with path-style addressing, signed with
 * SigV4 by aws4fetch. Members load files from `publicUrl` (a CDN in front of the bucket).
 */
export function createS3Storage(settings: S3Settings): Storage {
  const credentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  };
  // aws4fetch retries any 5xx up to 10 times (about 25 s of back-off). Reads keep that; a member
  // waits on an upload, so a write is tried again twice at most, and a streamed one never: its body
  // cannot be sent a second time (a retry failed with "body disturbed" instead of the real answer).
  const client = new AwsClient(credentials);
  const writer = new AwsClient({ ...credentials, retries: 2 });
  const streamWriter = new AwsClient({ ...credentials, retries: 0 });
  const base = `${settings.endpoint.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const publicBase = (settings.publicUrl ?? base).replace(/\/$/, '');

  return {
    kind: 's3',
    async put(key, body, contentType, options = {}) {
      const response = await writer.fetch(objectUrl(key), {
        method: 'PUT',
        body,
        headers: {
          'content-type': contentType,
          'content-length': String(body.length),
          ...(options.downloadAs ? { 'content-disposition': attachmentDisposition(options.downloadAs) } : {}),
        },
      });
      await assertStored(key, response);
      return { key, url: `${publicBase}/${key}` };
    },
    async putFile(key, filePath, contentType) {
      const { size } = await fs.stat(filePath);
      // Streamed from disk; S3 signs it as UNSIGNED-PAYLOAD, so the body is never read to hash it.
      const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
      const response = await streamWriter.fetch(objectUrl(key), {
        method: 'PUT',
        body,
        headers: { 'content-type': contentType, 'content-length': String(size) },
        duplex: 'half',
      } as RequestInit);
      await assertStored(key, response);
      return { key, url: `${publicBase}/${key}` };
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 get ${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 delete ${key} failed: ${response.status}`);
    },
    urlOf: (key) => `${publicBase}/${key}`,
  };
}

/** Insufficient Storage: what MinIO answers when its drives are full. */
const insufficientStorage = 507;

async function assertStored(key: string, response: Response): Promise<void> {
  if (response.ok) return;
  const failure = new Error(`S3 put ${key} failed: ${response.status} ${await response.text()}`);
  if (response.status === insufficientStorage) throw new StorageFullError('s3', { cause: failure });
  throw failure;
}
