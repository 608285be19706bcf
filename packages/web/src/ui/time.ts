import type { TFunction } from 'i18next';
import { limits } from '@fanzone/contract';
import { dateTimeFormat } from '../platform/intl.ts';

/** Whether a time shows as 'Recently' rather than as its date. */
export function isRecent(seconds: number, nowMs: number): boolean {
  return nowMs / 1000 - seconds < limits.ui.recentlySeconds;
}

/** A unix-seconds timestamp for display: 'Recently' within a minute (spec §4), else a local date. */
export function formatTimestamp(seconds: number, nowMs: number, locale: string, t: TFunction): string {
  if (isRecent(seconds, nowMs)) return t('common:recently');
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(seconds * 1000));
}
