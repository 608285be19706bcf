import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PostKind } from '@fanzone/contract';
import type { PageProps, PageRouteName } from '../pageProps.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { PublishScreen } from './PublishScreen.tsx';
import { SelectSectionScreen } from './SelectSectionScreen.tsx';
import '../../styles/publish.css';

const kinds: Partial<Record<PageRouteName, PostKind>> = {
  'publish-post': 'post',
  'publish-topic': 'topic',
  'publish-edit-picture': 'picture',
  'publish-bug-report': 'bug_report',
};

/** New post, topic, picture post and bug report (each also edits: `?edit=id`), section choice, app share. */
export default function PublishPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { search } = useLocation();
  const kind = kinds[name];
  // Sibling routes share this component: a key per kind and query starts each one afresh
  // (the form itself survives in the keep-alive store, not in component state).
  if (kind) return <PublishScreen key={`${kind}${search}`} kind={kind} name={name} />;
  if (name === 'publish-select-section') return <SelectSectionScreen />;
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <EmptyState icon="plus" text={t('publish.nothingToShare')} />
    </PageFrame>
  );
}
