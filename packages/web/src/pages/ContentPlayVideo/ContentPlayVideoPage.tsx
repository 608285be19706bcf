import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { useLayout } from '../../ui/useLayout.ts';
import { ShareButton } from '../../features/share/ShareButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';

/** A video post played full width; a missing id means a stale link. */
export default function ContentPlayVideoPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { id } = useParams();
  const layout = useLayout();
  const title = t(`titles:${name}`);
  if (!id) {
    return (
      <PageFrame title={title}>
        <EmptyState text={<ErrorText code="PAGE_EXPIRED" />} />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={title}
      actions={layout === 'desktop' ? <ShareButton title={title} withText /> : undefined}
    >
      <EmptyState text={t('video.unavailable')} />
    </PageFrame>
  );
}
