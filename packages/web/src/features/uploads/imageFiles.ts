import type { ErrorCode, ImagePurpose } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';

/**
 * Checks of a picked image before any byte is sent. Apart from the uploader (`upload.ts`) so that a
 * form can check and offer images without carrying the uploader until something is picked.
 */

/** What the file picker offers; the server decides by the bytes (no SVG, no HEIC). */
export const imageAccept = 'image/*';

export type ImageProblem = Extract<ErrorCode, 'NOT_AN_IMAGE' | 'PICTURE_TOO_LARGE' | 'IMAGE_TOO_LARGE'>;

// Some phones hand over photos without a type; their name still says what they are.
const imageExtensions = /\.(jpe?g|png|gif|webp|bmp|heic|heif|avif)$/i;

/**
 * Why an image would be refused, found before any byte is sent (spec §5): not an image ('Please
 * upload an image file'), or over its purpose's limit (covers 5 MB 'Image too large (5MB)'; pictures
 * and avatars 20 MB 'The size of picture has exceeded 20m limit'). The server checks both again.
 */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'> & { name?: string },
  purpose: ImagePurpose,
): ImageProblem | null {
  const looksLikeImage = file.type ? file.type.startsWith('image/') : imageExtensions.test(file.name ?? '');
  if (!looksLikeImage) return 'NOT_AN_IMAGE';
  if (purpose === 'cover') return file.size > limits.upload.coverMaxBytes ? 'IMAGE_TOO_LARGE' : null;
  return file.size > limits.upload.pictureMaxBytes ? 'PICTURE_TOO_LARGE' : null;
}

/** The refusal as the server would answer it, so callers show both the same way. */
export function imageProblemError(problem: ImageProblem): ApiError {
  return new ApiError(problem, problem, problem === 'NOT_AN_IMAGE' ? 400 : 413);
}
