import i18next from 'i18next';
import type { TFunction } from 'i18next';
import type { ErrorCode } from '@fanzone/contract';
import { ApiError, TransportError } from './api.ts';
import { toast } from '../ui/toast.ts';

/**
 * What the user is told about a failed call (spec §8): the code's translation from the `errors`
 * namespace (the server's own message when the code is unknown to this build), 'Network Error' for
 * transport failures, nothing for 401 (it only clears the user), aborts and non-envelope answers.
 */
export function errorMessageFor(error: unknown, t: TFunction): string | null {
  if (error instanceof ApiError) {
    // Until the error texts have loaded, the server's message (in the reader's language) stands in.
    void loadErrorTexts();
    if (error.httpStatus === 401) return null;
    const fields = error.fields ? Object.values(error.fields).join(', ') : '';
    return t(`errors:${error.code}`, { defaultValue: error.message, ...error.values, fields });
  }
  if (error instanceof TransportError) return error.kind === 'network' ? t('common:networkError') : null;
  return null;
}

/** Shows a failed call as an error toast (if it has anything to say). */
export function reportApiError(error: unknown): void {
  const message = errorMessageFor(error, i18next.t);
  if (message) toast.error(message);
}

/** The error catalogue's texts, loaded on first need (they are not part of the first view). */
export function loadErrorTexts(): Promise<void> {
  return i18next.loadNamespaces('errors');
}

/** Shows a catalogue error the app itself detected (no call failed) as an error toast. */
export async function toastErrorCode(
  code: ErrorCode,
  values?: Record<string, string | number>,
): Promise<void> {
  await loadErrorTexts();
  toast.error(i18next.t(`errors:${code}`, values ?? {}));
}
