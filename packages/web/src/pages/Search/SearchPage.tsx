import { useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { searchPageOf } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { FoundMembers } from './FoundMembers.tsx';
import { FoundPosts } from './FoundPosts.tsx';
import '../../styles/search.css';

const tabs = ['posts', 'members'] as const;
type Tab = (typeof tabs)[number];

/**
 * Search results for `?keyword=` (spec §2): Posts and Members tabs, the tab kept in the address
 * (`&tab=members`) so Back and a shared link return to it.
 */
export default function SearchPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const { keyword, tab } = searchPageOf(params);
  const choose = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'posts') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <PageFrame title={t(`titles:${name}`)} testId="search">
      {keyword ? (
        <>
          <p className="page__lead">
            <Trans
              t={t}
              i18nKey="search.resultsFor"
              values={{ keyword }}
              components={{ keyword: <bdi className="keyword" /> }}
            />
          </p>
          <Tabs
            label={t('search.tabsLabel')}
            tabs={tabs.map((entry) => ({ id: entry, label: t(`search.tabs.${entry}`) }))}
            value={tab}
            onChange={choose}
            testId="search-tabs"
          >
            {tab === 'posts' ? <FoundPosts keyword={keyword} /> : <FoundMembers keyword={keyword} />}
          </Tabs>
        </>
      ) : (
        <EmptyState icon="search" text={t('search.prompt')} />
      )}
    </PageFrame>
  );
}
