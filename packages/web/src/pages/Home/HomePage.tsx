import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/routing/pages.ts';
import { useMy } from '../../features/identity/queries.ts';
import { useAuthActions } from '../../features/identity/useAuthActions.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Tabs } from '../../ui/Tabs.tsx';

type Feed = 'following' | 'recommended';

/** Home: Following and Recommended feeds (spec §2). */
export default function HomePage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const my = useMy();
  const { login } = useAuthActions();
  const [feed, setFeed] = useState<Feed>('recommended');
  return (
    <PageFrame title={t(`titles:${name}`)} titleHidden testId="home-page">
      <Tabs
        label={t('home.feeds')}
        value={feed}
        onChange={setFeed}
        testId="home-tabs"
        tabs={[
          { id: 'following', label: t('home.following') },
          { id: 'recommended', label: t('home.recommended') },
        ]}
      >
        {feed === 'following' && !my ? (
          <EmptyState icon="me" text={t('home.followingVisitor')}>
            <button type="button" className="button button--primary" onClick={login}>
              {t('common:logIn')}
            </button>
          </EmptyState>
        ) : (
          <EmptyState text={t('common:noPosts')} />
        )}
      </Tabs>
    </PageFrame>
  );
}
