import { describe, expect, it } from 'vitest';
import { limits } from '@fanzone/contract';
import { imageFileProblem } from './imageFiles.ts';

describe('imageFileProblem', () => {
  const png = (size: number) => ({ type: 'image/png', size });

  it('refuses what is not an image before sending it', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 }, 'avatar')).toBe('NOT_AN_IMAGE');
    expect(imageFileProblem({ type: '', size: 10 }, 'picture')).toBe('NOT_AN_IMAGE');
  });

  it('holds pictures and avatars to the picture limit, covers to the cover limit', () => {
    expect(imageFileProblem(png(limits.upload.pictureMaxBytes), 'avatar')).toBeNull();
    expect(imageFileProblem(png(limits.upload.pictureMaxBytes + 1), 'avatar')).toBe('PICTURE_TOO_LARGE');
    expect(imageFileProblem(png(limits.upload.pictureMaxBytes + 1), 'picture')).toBe('PICTURE_TOO_LARGE');
    expect(imageFileProblem(png(limits.upload.coverMaxBytes + 1), 'cover')).toBe('IMAGE_TOO_LARGE');
    expect(imageFileProblem(png(limits.upload.coverMaxBytes), 'cover')).toBeNull();
  });
});
