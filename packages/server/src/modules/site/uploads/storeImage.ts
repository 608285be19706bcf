import type { ErrorCode, ImagePurpose, UploadedImage } from '@fanzone/contract';
import { limits, regions } from '@fanzone/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';
import type { Framing, ImageFormat } from './reencodeImage.ts';
import { reencodeImage } from './reencodeImage.ts';
import { mediaKey } from './uploadKeys.ts';
import type { UploadSource } from './uploadSource.ts';
import { readUpload } from './uploadSource.ts';
import { assertMayUpload } from './uploads.policy.ts';
import { recordStoredUpload } from './recordStoredUpload.ts';

/** Longest side of a stored picture: sharper than any screen shows it in a post, far lighter than a 50 MP original. */
const pictureMaxSide = 4096;
/** Avatars are shown small; 1024 px stays sharp on high-density screens. */
const avatarMaxSide = 1024;

type PurposeRule = { maxBytes: number; tooLarge: ErrorCode; framing: Framing };

const purposeRules: Record<ImagePurpose, PurposeRule> = {
  picture: {
    maxBytes: limits.upload.pictureMaxBytes,
    tooLarge: 'PICTURE_TOO_LARGE',
    framing: { maxSide: pictureMaxSide },
  },
  cover: {
    maxBytes: limits.upload.coverMaxBytes,
    tooLarge: 'IMAGE_TOO_LARGE',
    framing: { aspectRatio: limits.upload.coverAspectRatio, maxSide: pictureMaxSide },
  },
  avatar: {
    maxBytes: limits.upload.pictureMaxBytes,
    tooLarge: 'PICTURE_TOO_LARGE',
    framing: { aspectRatio: 1, maxSide: avatarMaxSide },
  },
};

/**
 * Image types we decode, by their bytes, with the format each is kept in outside China. SVG is not
 * here on purpose (it can carry script), nor HEIC (the prebuilt sharp cannot decode it). AVIF is
 * written as WebP: encoding AVIF is slow, and every browser we serve shows WebP.
 */
const keptFormatOf: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'webp',
};

const contentTypeOf: Record<ImageFormat, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
};

/**
 * Stores a picture, cover or avatar: checked by its bytes, re-encoded without metadata, framed for
 * its purpose (covers 16:9, avatars square), in WebP where the region serves WebP (China, spec §1).
 * The member is recorded as its uploader.
 */
export async function storeImage(
  deps: Deps,
  viewer: Viewer,
  purpose: ImagePurpose,
  source: UploadSource,
): Promise<UploadedImage> {
  assertMayUpload(viewer);
  const rule = purposeRules[purpose];
  const { bytes } = await readUpload(source, rule.maxBytes, rule.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const keptFormat = detected ? keptFormatOf[detected.mime] : undefined;
  if (!keptFormat) throw new AppError('NOT_AN_IMAGE');
  const format = regions[deps.config.region].imageFormat === 'webp' ? 'webp' : keptFormat;
  const image = await reencodeImage(bytes, rule.framing, format, deps.config.imageUploadsMaxWaiting);
  const { contentType, extension } = contentTypeOf[image.format];
  const now = deps.clock.now();
  const stored = await deps.storage.put(mediaKey('images', now, extension), image.bytes, contentType);
  await recordStoredUpload(deps, { key: stored.key, uploaderId: viewer.id, kind: 'image', createdAt: now });
  return { url: stored.url, width: image.width, height: image.height };
}
