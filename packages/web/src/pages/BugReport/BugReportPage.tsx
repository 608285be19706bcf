import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { useSite } from '../../platform/config.ts';
import { usePublishGate } from '../../features/publish/usePublishGate.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** Bug reports of the community, with the way to file one where the region has bug reports. */
export default function BugReportPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { region } = useSite();
  const publish = usePublishGate();
  const action = region.features.bugReport ? (
    <button
      type="button"
      className="button button--primary"
      onClick={() => publish(paths.publishBugReport())}
    >
      {t('bugReport.file')}
    </button>
  ) : undefined;
  return (
    <PageFrame title={t(`titles:${name}`)} actions={action}>
      <EmptyState text={t('bugReport.empty')} />
    </PageFrame>
  );
}
