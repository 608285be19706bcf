import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/routing/pages.ts';
import { FeedTabs } from '../../features/feeds/FeedTabs.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** Home: Following and Recommended feeds (spec §2). */
export default function HomePage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)} titleHidden testId="home-page">
      <FeedTabs />
    </PageFrame>
  );
}
