import { limits } from '@fanzone/contract';
import { AppError } from '../../../platform/http/errors.ts';

/** What an image's header says about it, before a pixel is decoded (sharp's `metadata()`). */
export type ImageHeader = {
  width: number;
  /** All frames stacked, for an animation read with `animated: true`. */
  height: number;
  pages?: number;
  channels: number;
  /** libvips' band format: 'uchar', 'ushort', 'float' … */
  depth?: string;
};

const bounds = limits.upload.image;
const megapixel = 1_000_000;

/** The pixels sharp may decode at most (its own refusal, should a header understate them). */
export const maxInputPixels = bounds.maxMegapixels * megapixel;

const bytesPerSample: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * Refuses an image whose decoding would cost more than any forum picture needs: a side, the pixel
 * count, the decoded bytes (bit depth × channels), and for animations the frames and the pixels of
 * all frames together. IMAGE_DIMENSIONS_TOO_LARGE carries the bounds for the message.
 */
export function assertWithinImageBounds(header: ImageHeader): void {
  const frames = Math.max(1, header.pages ?? 1);
  const frameHeight = header.height / frames;
  const pixels = header.width * header.height;
  const decodedBytes = pixels * header.channels * (bytesPerSample[header.depth ?? 'uchar'] ?? 16);
  const tooLarge =
    header.width > bounds.maxSide ||
    frameHeight > bounds.maxSide ||
    pixels > maxInputPixels ||
    decodedBytes > bounds.maxDecodedBytes ||
    (frames > 1 && (frames > bounds.maxFrames || pixels > bounds.maxAnimationMegapixels * megapixel));
  if (tooLarge) {
    throw new AppError('IMAGE_DIMENSIONS_TOO_LARGE', {
      values: {
        maxSide: bounds.maxSide,
        maxMegapixels: bounds.maxMegapixels,
        maxFrames: bounds.maxFrames,
        maxAnimationMegapixels: bounds.maxAnimationMegapixels,
      },
    });
  }
}
