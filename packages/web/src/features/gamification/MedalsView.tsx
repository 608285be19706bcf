import { useTranslation } from 'react-i18next';
import type { MedalView } from '@fanzone/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { MedalList } from './MedalList.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/** A medals answer on a page: spinner, failure with Try again, the empty text, or the cards. */
export function MedalsView({
  query,
  emptyText,
  order = (medals) => [...medals],
  testId,
}: {
  query: UseQueryResult<MedalView[]>;
  emptyText: string;
  order?: (medals: readonly MedalView[]) => MedalView[];
  testId: string;
}) {
  const { t } = useTranslation('personal');
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError)
    return (
      <LoadFailed
        error={query.error}
        fallback={t('rewards.medals.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data.length) return <EmptyState icon="medal" text={emptyText} />;
  return <MedalList medals={order(query.data)} testId={testId} />;
}
