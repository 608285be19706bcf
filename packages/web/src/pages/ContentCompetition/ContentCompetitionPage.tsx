import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { CompetitionView } from '../../features/events/CompetitionView.tsx';
import { useEvent } from '../../features/events/queries.ts';
import { BrowseTaskChip } from '../../features/gamification/BrowseTaskChip.tsx';
import { isBrowseTask } from '../../features/gamification/useBrowseTask.ts';
import { useMy } from '../../features/identity/queries.ts';
import { ApiError } from '../../platform/api.ts';
import { errorMessageFor } from '../../platform/errors.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/**
 * A competition and its entries (`/content/competition/{id}`, spec §1's photo-story campaign). It
 * is also a brand page: opened with `?task=browse` (a mission's Go), the browse task counts here
 * as on About us.
 */
export default function ContentCompetitionPage({ name }: PageProps) {
  const { t } = useTranslation(['events', 'errors']);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const my = useMy();
  const event = useEvent(id);
  const browseChip = my && isBrowseTask(search) ? <BrowseTaskChip /> : null;

  let content;
  if (!/^\d{1,19}$/.test(id)) content = <EmptyState icon="medal" text={t('errors:EVENT_NOT_FOUND')} />;
  else if (event.isPending) content = <Spinner label={t('common:loading')} />;
  else if (event.isError)
    content =
      event.error instanceof ApiError && event.error.httpStatus < 500 ? (
        <div data-testid="event-refused">
          <EmptyState icon="lock" text={errorMessageFor(event.error, t) ?? t('loadFailed')} />
        </div>
      ) : (
        <LoadFailed error={event.error} fallback={t('loadFailed')} onRetry={() => void event.refetch()} />
      );
  else content = <CompetitionView event={event.data} signedIn={!!my} />;

  return (
    <PageFrame title={event.data?.title ?? t(`titles:${name}`)} testId="competition-page">
      {browseChip}
      {content}
    </PageFrame>
  );
}
