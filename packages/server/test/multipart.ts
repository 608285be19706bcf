import crypto from 'node:crypto';

export type MultipartFile = { name: string; bytes: Buffer; contentType?: string; field?: string };

/** A multipart/form-data body holding one file, as a browser's FormData sends it. */
export function multipartBody(file: MultipartFile): { payload: Buffer; contentType: string } {
  const boundary = `----fanzone${crypto.randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${escapeFilename(file.name)}"\r\n` +
    `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Browsers percent-encode these three in the part header (HTML spec, multipart/form-data encoding). */
function escapeFilename(name: string): string {
  return name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}
