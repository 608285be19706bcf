import { describe, expect, it } from 'vitest';
import { checkAttachment, checkVideo, formatBytes, roomFor } from './files.ts';

const MB = 1024 * 1024;

describe('file checks before upload', () => {
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
