import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** Discover and model pages of the link app. */
export default function DiscoverPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <EmptyState text={t(name === 'link-discover-model' ? 'discover.noModel' : 'discover.empty')} />
    </PageFrame>
  );
}
