import type { TFunction } from 'i18next';
import { ApiError } from '../platform/api.ts';

/** The server's answer shown next to the form: the code's translation, else its message. */
export function serverMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError)
    return t(`errors:${error.code}`, { defaultValue: error.message, fields: '', ...error.values });
  return t('common:networkError');
}
