import type { ErrorCode } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { numberFormat } from '../../platform/intl.ts';

/**
 * Checks a chosen file before it is uploaded (spec §5), with the server's error codes: the server
 * checks the bytes again, this only spares a useless upload. Images: `uploads/imageFiles.ts`.
 */

export type FileLike = { name: string; type: string; size: number };

const videoExtensions = /\.(mp4|mov)$/i;

/** mp4 or mov, up to 200 MB (spec §5). */
export function checkVideo(file: FileLike): ErrorCode | null {
  const typeOk = file.type === 'video/mp4' || file.type === 'video/quicktime';
  if (!typeOk && !videoExtensions.test(file.name)) return 'NOT_A_VIDEO';
  if (file.size > limits.upload.videoMaxBytes) return 'VIDEO_TOO_LARGE';
  return null;
}

export function checkAttachment(file: FileLike): ErrorCode | null {
  return file.size > limits.upload.fileMaxBytes ? 'FILE_TOO_LARGE' : null;
}

/** How many of `wanted` more items fit under `max` when `current` are there. */
export function roomFor(current: number, wanted: number, max: number): number {
  return Math.max(0, Math.min(wanted, max - current));
}

/** A byte size for people: 512 B, 1.5 KB, 12 MB. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
