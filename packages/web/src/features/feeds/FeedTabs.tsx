import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMy } from '../identity/queries.ts';
import { useAuthActions } from '../identity/useAuthActions.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { PostList } from '../posts/PostList.tsx';
import type { Feed } from '@fanzone/contract';
import { feedOf } from '@fanzone/contract';
import { useFeed } from './queries.ts';

/**
 * Following and Recommended (spec §2 home). The tab is in the address (`?tab=`), so Back and a reload
 * keep it; Following asks a visitor to log in instead of loading.
 */
export function FeedTabs({ defaultFeed = 'recommended' }: { defaultFeed?: Feed }) {
  const { t } = useTranslation('posts');
  const [params, setParams] = useSearchParams();
  const feed = feedOf(params.get('tab'), defaultFeed);
  return (
    <Tabs
      label={t('feeds.label')}
      value={feed}
      onChange={(next) =>
        setParams(
          (current) => {
            const out = new URLSearchParams(current);
            out.set('tab', next);
            return out;
          },
          { replace: true },
        )
      }
      testId="home-tabs"
      tabs={[
        { id: 'following', label: t('feeds.following') },
        { id: 'recommended', label: t('feeds.recommended') },
      ]}
    >
      <FeedPanel key={feed} feed={feed} />
    </Tabs>
  );
}

function FeedPanel({ feed }: { feed: Feed }) {
  const { t } = useTranslation('posts');
  const my = useMy();
  const { login } = useAuthActions();
  const visitorOnFollowing = feed === 'following' && !my;
  const query = useFeed(feed, !visitorOnFollowing);
  if (visitorOnFollowing) {
    return (
      <div data-testid="following-login">
        <EmptyState icon="me" text={t('feeds.followingVisitor')}>
          <button type="button" className="button button--primary" onClick={login}>
            {t('common:logIn')}
          </button>
        </EmptyState>
      </div>
    );
  }
  return (
    <PostList
      query={query}
      testId={`feed-${feed}`}
      emptyText={t(feed === 'following' ? 'feeds.followingEmpty' : 'feeds.recommendedEmpty')}
    />
  );
}
