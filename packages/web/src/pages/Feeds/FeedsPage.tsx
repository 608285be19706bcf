import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { FeedTabs } from '../../features/feeds/FeedTabs.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/**
 * The feeds of the tab bar: the same Following and Recommended lists as home, opening on Following
 * (home opens on Recommended).
 */
export default function FeedsPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)} testId="feeds-page">
      <FeedTabs defaultFeed="following" />
    </PageFrame>
  );
}
