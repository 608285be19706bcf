import type { Attachment } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';
import { attachmentDisplayName, attachmentKeySlug } from './attachmentName.ts';
import type { ImageFormat } from './reencodeImage.ts';
import { reencodeImage } from './reencodeImage.ts';
import { attachmentKey } from './uploadKeys.ts';
import type { UploadSource } from './uploadSource.ts';
import { readUpload } from './uploadSource.ts';
import { assertMayUpload } from './uploads.policy.ts';
import { recordStoredUpload } from './recordStoredUpload.ts';

/** What an attachment may be. The first extension is the one added when the name has none of them. */
type AttachmentKind = { contentType: string; extensions: readonly string[]; image?: ImageFormat };

/**
 * The allow-list, keyed by the type the bytes prove. Everything else — executables, office files,
 * archives other than zip — is refused: attachments are downloaded and opened by others. Text of
 * any kind (HTML and SVG included) is only ever stored and served as plain text.
 */
const kindsByDetectedType: Record<string, AttachmentKind> = {
  'application/pdf': { contentType: 'application/pdf', extensions: ['pdf'] },
  'application/zip': { contentType: 'application/zip', extensions: ['zip'] },
  'image/png': { contentType: 'image/png', extensions: ['png'], image: 'png' },
  'image/jpeg': { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], image: 'jpeg' },
};
const plainText: AttachmentKind = { contentType: 'text/plain; charset=utf-8', extensions: ['txt', 'log'] };

/**
 * Stores an attachment (spec §5: general files up to 50 MB) under a random key, answering the name
 * to show. Images among them lose their metadata like any other image (a photo's GPS position is
 * not something a member means to share by attaching it).
 */
export async function storeAttachment(deps: Deps, viewer: Viewer, source: UploadSource): Promise<Attachment> {
  assertMayUpload(viewer);
  const { filename, bytes } = await readUpload(source, limits.upload.fileMaxBytes, 'FILE_TOO_LARGE');
  const kind = await attachmentKindOf(bytes);
  if (!kind) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const stored = kind.image
    ? (
        await reencodeImage(
          bytes,
          { maxSide: Number.POSITIVE_INFINITY },
          kind.image,
          deps.config.imageUploadsMaxWaiting,
        )
      ).bytes
    : bytes;
  const name = attachmentDisplayName(filename, kind.extensions[0]!, kind.extensions);
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const key = attachmentKey(attachmentKeySlug(name), extension);
  const { url } = await deps.storage.put(key, stored, kind.contentType, { downloadAs: name });
  await recordStoredUpload(deps, { key, uploaderId: viewer.id, kind: 'file', createdAt: deps.clock.now() });
  return { url, name, size: stored.length };
}

/** Formats file-type recognises that are still text: they are kept as plain text like any other. */
const textualTypes = new Set(['application/xml']);

async function attachmentKindOf(bytes: Buffer): Promise<AttachmentKind | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && !textualTypes.has(detected.mime)) return kindsByDetectedType[detected.mime];
  return isPlainText(bytes) ? plainText : undefined;
}

/** Text is valid UTF-8 with no NUL byte (binary formats nearly always have one early). */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
