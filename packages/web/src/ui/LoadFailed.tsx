import { useTranslation } from 'react-i18next';
import { errorMessageFor } from '../platform/errors.ts';
import { EmptyState } from './EmptyState.tsx';

/**
 * What a list or page shows when it could not be loaded: the server's reason when it gave one,
 * else what failed, and Try again.
 */
export function LoadFailed({
  error,
  fallback,
  onRetry,
  busy = false,
}: {
  error: unknown;
  /** What failed, in the reader's words, for errors without a message of their own (offline). */
  fallback: string;
  onRetry: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState text={errorMessageFor(error, t) ?? fallback}>
      <button type="button" className="button button--primary" onClick={onRetry} disabled={busy}>
        {t('common:tryAgain')}
      </button>
    </EmptyState>
  );
}
