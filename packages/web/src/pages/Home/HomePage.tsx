import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { FeedTabs } from '../../features/feeds/FeedTabs.tsx';
import { CheckInStripBox } from '../../features/checkIn/CheckInStripBox.tsx';
import { useMy } from '../../features/identity/queries.ts';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { HomeBanners } from '../../features/site/HomeBanners.tsx';

// Members only, so visitors' first view does not carry it.
const CheckInStrip = lazy(() => import('../../features/checkIn/CheckInStrip.tsx'));

/** Home: the member's check-in strip, the banners, then the Following and Recommended feeds (spec §2, §3). */
export default function HomePage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const my = useMy();
  return (
    <PageFrame title={t(`titles:${name}`)} titleHidden testId="home-page">
      {my ? (
        <Suspense fallback={<CheckInStripBox />}>
          <CheckInStrip />
        </Suspense>
      ) : null}
      <HomeBanners />
      <FeedTabs />
    </PageFrame>
  );
}
