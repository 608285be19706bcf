import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner.tsx';

type LoadMoreProps = {
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
  testId?: string;
};

/** The button under a keyset list (scrolling near the end loads too): a spinner while loading, retry after a failure. */
export function LoadMore({ isFetchingNextPage, isError, fetchNextPage, testId }: LoadMoreProps) {
  const { t } = useTranslation('common');
  return (
    <div className="list-more">
      {isFetchingNextPage ? (
        <Spinner label={t('loading')} />
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void fetchNextPage()}
          data-testid={testId}
        >
          {isError ? t('tryAgain') : t('loadMore')}
        </button>
      )}
    </div>
  );
}
