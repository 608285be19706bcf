import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import type { PageProps, PageRouteName } from '../../app/routing/pages.ts';
import { useSite } from '../../app/config.ts';
import { useMy } from '../../features/identity/queries.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

const tabs = [
  { route: 'user-posts', segment: 'posts', empty: 'user.empty.posts' },
  { route: 'user-following', segment: 'following', empty: 'user.empty.following' },
  { route: 'user-followers', segment: 'followers', empty: 'user.empty.followers' },
  { route: 'user-medals', segment: 'medals', empty: 'user.empty.medals' },
] as const satisfies readonly { route: PageRouteName; segment: string; empty: string }[];

/** Another member's profile: posts (default), following, followers, medals; Follow and Report. */
export default function UserProfilePage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { id = '' } = useParams();
  const my = useMy();
  const { region } = useSite();
  const own = my?.id === id;
  const current = tabs.find((tab) => tab.route === name) ?? tabs[0];
  const displayName = own && my ? my.username : t('user.member', { id });

  return (
    <PageFrame title={t(`titles:${name}`)}>
      <div className="profile-card" data-testid="user-header">
        <Avatar src={own ? my?.avatar : null} name={displayName} size={64} />
        <div className="profile-card__text">
          <p className="profile-card__name" dir="auto">
            {displayName}
          </p>
        </div>
        {own ? null : (
          <div className="profile-card__actions">
            <button type="button" className="button button--primary" disabled data-testid="follow-button">
              {t('user.follow')}
            </button>
            {region.features.report ? (
              <Link to={paths.report(id)} className="button button--secondary" data-testid="report-user">
                {t('user.report')}
              </Link>
            ) : null}
          </div>
        )}
      </div>
      <LinkTabs
        label={t('user.tabsLabel')}
        testId="user-tabs"
        tabs={tabs.map((tab) => ({
          to: `/user/${encodeURIComponent(id)}/${tab.segment}`,
          label: t(`titles:${tab.route}`),
        }))}
      />
      <EmptyState text={t(current.empty)} />
    </PageFrame>
  );
}
