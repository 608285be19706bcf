import { describe, expect, it } from 'vitest';
import { limits } from '@fanzone/contract';
import { checkAttachment, checkImage, checkVideo, formatBytes, roomFor } from './files.ts';

const MB = 1024 * 1024;

describe('file checks before upload', () => {
  it('refuses a cover of 5MB or more with the spec message code, pictures up to 20MB', () => {
    expect(
      checkImage({ name: 'c.jpg', type: 'image/jpeg', size: limits.upload.coverMaxBytes }, 'cover'),
    ).toBeNull();
    expect(
      checkImage({ name: 'c.jpg', type: 'image/jpeg', size: limits.upload.coverMaxBytes + 1 }, 'cover'),
    ).toBe('IMAGE_TOO_LARGE');
    expect(checkImage({ name: 'p.png', type: 'image/png', size: 6 * MB }, 'picture')).toBeNull();
    expect(checkImage({ name: 'p.png', type: 'image/png', size: 21 * MB }, 'picture')).toBe(
      'PICTURE_TOO_LARGE',
    );
  });

  it('refuses what is not an image', () => {
    expect(checkImage({ name: 'notes.txt', type: 'text/plain', size: 10 }, 'picture')).toBe('NOT_AN_IMAGE');
    expect(checkImage({ name: 'photo.HEIC', type: '', size: 10 }, 'picture')).toBeNull();
  });

  it('takes mp4 and mov videos up to 200MB', () => {
    expect(checkVideo({ name: 'a.mp4', type: 'video/mp4', size: 10 * MB })).toBeNull();
    expect(checkVideo({ name: 'a.MOV', type: '', size: 10 * MB })).toBeNull();
    expect(checkVideo({ name: 'a.webm', type: 'video/webm', size: 10 })).toBe('NOT_A_VIDEO');
    expect(checkVideo({ name: 'a.mp4', type: 'video/mp4', size: 209_715_201 })).toBe('VIDEO_TOO_LARGE');
  });

  it('takes files up to 50MB', () => {
    expect(checkAttachment({ name: 'a.zip', type: '', size: 50 * MB })).toBeNull();
    expect(checkAttachment({ name: 'a.zip', type: '', size: 50 * MB + 1 })).toBe('FILE_TOO_LARGE');
  });

  it('counts the room left under a limit', () => {
    expect(roomFor(3, 5, 5)).toBe(2);
    expect(roomFor(5, 1, 5)).toBe(0);
    expect(roomFor(0, 2, 5)).toBe(2);
  });

  it('formats sizes', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(12 * MB, 'en')).toBe('12 MB');
  });
});
