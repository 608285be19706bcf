import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

/**
 * A console read drawn once it has arrived: loading and failure (Try again) said as in every
 * section, then the section draws the data.
 */
export function ConsoleLoaded<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError)
    return <LoadFailed error={query.error} fallback={t('loadFailed')} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
