import { Suspense, lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { dateTimeFormat } from '../../platform/intl.ts';
import { itemsOnce } from '../../platform/paging.ts';
import { useMyFeedback } from '../../features/feedback/queries.ts';
import { useLoadMoreOnScroll } from '../../features/social/useLoadMoreOnScroll.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { toast } from '../../ui/toast.ts';
import '../../styles/feedback.css';

// The form (the bug report's fields, uploads) follows the page's first view: the page stays light.
const FeedbackForm = lazy(() =>
  import('../../features/feedback/FeedbackForm.tsx').then((module) => ({ default: module.FeedbackForm })),
);

/**
 * Feedback to the team (`/feedback`, spec §3, §5): the form, then the member's feedback with each
 * one's number, status (Submitted, or Answered with the team's answer).
 */
export default function FeedbackPage({ name }: PageProps) {
  const { t } = useTranslation(['feedback', 'titles', 'pages']);
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <p className="page__lead">{t('pages:feedback.lead')}</p>
      <Suspense fallback={<Spinner label={t('common:loading')} />}>
        <FeedbackForm onSent={(feedback) => toast.success(t('sent', { number: feedback.number }))} />
      </Suspense>
      <h2 className="feedback-list__title">{t('mine')}</h2>
      <MyFeedback />
    </PageFrame>
  );
}

function MyFeedback() {
  const { t, i18n } = useTranslation(['feedback', 'pages']);
  const list = useMyFeedback();
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage, data } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, data);
  const items = itemsOnce(data?.pages, (page) => page.items);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium' });

  if (list.isPending) return <Spinner label={t('common:loading')} />;
  if (list.isError && !data)
    return <LoadFailed error={list.error} fallback={t('loadFailed')} onRetry={() => void list.refetch()} />;
  if (!items.length) return <EmptyState text={t('pages:feedback.empty')} />;
  return (
    <>
      <ul className="feedback-list" data-testid="my-feedback">
        {items.map((item) => (
          <li key={item.id} className="feedback-item" data-testid={`feedback-${item.id}`}>
            <div className="feedback-item__head">
              <strong data-testid="feedback-number">{item.number}</strong>
              <span className="feedback-item__status" data-status={item.status} data-testid="feedback-status">
                {t(`status.${item.status}`)}
              </span>
              <time dateTime={new Date(item.createdAt * 1000).toISOString()}>
                {when.format(new Date(item.createdAt * 1000))}
              </time>
            </div>
            <p className="feedback-item__text" dir="auto">
              {item.description}
            </p>
            {item.answer ? (
              <div className="feedback-item__answer" data-testid="feedback-answer">
                <span>{t('answer')}</span>
                <p dir="auto">{item.answer}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <LoadMore isFetchingNextPage={isFetchingNextPage} isError={isError} fetchNextPage={fetchNextPage} />
      ) : null}
    </>
  );
}
