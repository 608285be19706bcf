import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { BoardList } from '../../features/boards/BoardList.tsx';
import { useMy } from '../../features/identity/queries.ts';
import { PageFrame } from '../../ui/PageFrame.tsx';
import '../../styles/boards.css';

// The brand page task's chip loads only when the page was opened for it: the first view stays light.
const BrowseTaskChip = lazy(() =>
  import('../../features/gamification/BrowseTaskChip.tsx').then((module) => ({
    default: module.BrowseTaskChip,
  })),
);

/**
 * Boards grouped by product: the main boards, each with its sub boards (spec §2). A brand page too:
 * opened with `?task=browse` (a mission's Go), the browse task counts here as on About us.
 */
export default function ProductClassificationPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const my = useMy();
  // The same test as `isBrowseTask` (gamification/useBrowseTask.ts), kept out of the first view.
  const browsing = !!my && search.get('task') === 'browse';
  return (
    <PageFrame title={t(`titles:${name}`)}>
      {browsing ? (
        <Suspense fallback={null}>
          <BrowseTaskChip />
        </Suspense>
      ) : null}
      <BoardList />
    </PageFrame>
  );
}
