import { describe, expect, it } from 'vitest';
import { limits } from '@fanzone/contract';
import { imageFileProblem } from './imageFiles.ts';

const MB = 1024 * 1024;

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

  it('refuses a cover of 5MB or more with the spec message code, pictures up to 20MB', () => {
    expect(
      imageFileProblem({ name: 'c.jpg', type: 'image/jpeg', size: limits.upload.coverMaxBytes }, 'cover'),
    ).toBeNull();
    expect(
      imageFileProblem({ name: 'c.jpg', type: 'image/jpeg', size: limits.upload.coverMaxBytes + 1 }, 'cover'),
    ).toBe('IMAGE_TOO_LARGE');
    expect(imageFileProblem({ name: 'p.png', type: 'image/png', size: 6 * MB }, 'picture')).toBeNull();
    expect(imageFileProblem({ name: 'p.png', type: 'image/png', size: 21 * MB }, 'picture')).toBe(
      'PICTURE_TOO_LARGE',
    );
  });

  it('refuses what is not an image', () => {
    expect(imageFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 }, 'picture')).toBe(
      'NOT_AN_IMAGE',
    );
    expect(imageFileProblem({ name: 'photo.HEIC', type: '', size: 10 }, 'picture')).toBeNull();
  });
});
