import { useTranslation } from 'react-i18next';
import type { PageProps, PageRouteName } from '../../app/routing/pages.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** What each publishing step shows while it has nothing to work with. */
const emptyKeys: Partial<Record<PageRouteName, string>> = {
  'publish-post': 'publish.noBoards',
  'publish-topic': 'publish.noBoards',
  'publish-edit-picture': 'publish.noPicture',
  'publish-select-section': 'publish.noSections',
  'publish-bug-report': 'publish.noBugBoards',
  'publish-share': 'publish.nothingToShare',
};

/** New post, topic, picture editing, section choice, bug report and app share. */
export default function PublishPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <EmptyState icon="plus" text={t(emptyKeys[name] ?? 'publish.noBoards')} />
    </PageFrame>
  );
}
