import type { Sharp } from 'sharp';
import sharp from 'sharp';
import { AppError } from '../../../platform/http/errors.ts';
import { withImageWorkSlot } from '../../../platform/imageWork.ts';
import { assertWithinImageBounds, maxInputPixels } from './imageBounds.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** How the picture is framed: optionally centre-cropped to a ratio, then scaled down to fit. */
export type Framing = { aspectRatio?: number; maxSide: number };

export type ReencodedImage = { bytes: Buffer; width: number; height: number; format: ImageFormat };

/** Good enough that nobody sees the difference at forum sizes, well below the original's weight. */
const lossyQuality = 85;

/**
 * Decodes an image and writes it again: upright (EXIF orientation applied), framed, in `format`,
 * with no metadata at all (sharp writes none unless asked, so GPS, camera and ICC data are gone).
 * Animated GIF and WebP keep their frames. The header is read first, before the upload queues for
 * an image slot, and an image beyond the contract's bounds is IMAGE_DIMENSIONS_TOO_LARGE before a
 * pixel is decoded (decompression bombs) and without waiting behind real uploads; anything that does
 * not decode cleanly — truncated, corrupt — is IMAGE_READ_FAILED. The decoding waits for one of the
 * process's image slots, so uploads cannot take every core from readers, and at most `maxWaiting`
 * uploads wait (UPLOADS_BUSY past it).
 */
export async function reencodeImage(
  input: Buffer,
  framing: Framing,
  format: ImageFormat,
  maxWaiting: number,
): Promise<ReencodedImage> {
  const probe = await readHeader(input);
  assertWithinImageBounds(probe);
  return withImageWorkSlot(async () => {
    try {
      const animated = (probe.pages ?? 1) > 1;
      // Animated images carry no EXIF orientation in practice, and multi-page rotation is not supported.
      const source = animated
        ? { width: probe.width, height: probe.pageHeight ?? probe.height }
        : probe.autoOrient;
      const target = frameSize(source, framing);
      // sharp refuses on its own beyond the pixel bound too, should a header understate the image.
      const decoding = { animated, failOn: 'warning', limitInputPixels: maxInputPixels } as const;
      const pipeline = sharp(input, { ...decoding, autoOrient: !animated }).resize(
        target.width,
        target.height,
        { fit: 'cover', position: 'centre' },
      );
      const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.pageHeight ?? info.height, format };
    } catch (error) {
      throw new AppError('IMAGE_READ_FAILED', { cause: error });
    }
  }, maxWaiting);
}

/**
 * The image's header: size, frames, channels and bit depth, without decoding pixels. No pixel limit
 * here, so a bomb gets its own answer from the bounds instead of sharp's generic refusal.
 */
async function readHeader(input: Buffer) {
  try {
    // 'warning' is sharp's strictest level: a truncated JPEG fails instead of getting a grey tail.
    return await sharp(input, { animated: true, failOn: 'warning', limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AppError('IMAGE_READ_FAILED', { cause: error });
  }
}

/** The largest centred crop with the wanted ratio, scaled so its longest side fits (never enlarged). */
function frameSize(
  source: { width: number; height: number },
  framing: Framing,
): { width: number; height: number } {
  let { width, height } = source;
  const ratio = framing.aspectRatio;
  if (ratio !== undefined) {
    if (width / height > ratio) width = Math.max(1, Math.round(height * ratio));
    else height = Math.max(1, Math.round(width / ratio));
  }
  const scale = Math.min(1, framing.maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: lossyQuality });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: lossyQuality });
    case 'gif':
      return pipeline.gif();
  }
}
