import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { Link, isPlainClick } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import type { PageProps, PageRouteName } from '../pageProps.ts';
import { useSite } from '../../platform/config.ts';
import { useNameEntity } from '../../platform/title.ts';
import { formatCount } from '../../features/boards/boardState.ts';
import { MedalsView } from '../../features/gamification/MedalsView.tsx';
import { useMemberMedals } from '../../features/gamification/queries.ts';
import { EditorGroupNames } from '../../features/identity/EditorGroupNames.tsx';
import { BlockButton } from '../../features/social/BlockButton.tsx';
import { MemberFollowButton } from '../../features/social/MemberFollowButton.tsx';
import { MemberList } from '../../features/social/MemberList.tsx';
import { useProfile } from '../../features/social/queries.ts';
import { PostList } from '../../features/posts/PostList.tsx';
import { useMemberPosts } from '../../features/posts/queries.ts';
import { isUserId, profileFailureOf } from '../../features/social/socialState.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/social.css';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { useChatWindow } from '../../features/messages/letters/chatWindowContext.ts';

// Staff only: the ban dialog's code is never in a member's view.
const MemberBan = lazy(() => import('../../features/moderation/MemberBan.tsx'));

/** The phone header's ⋯ menu takes its Block item from here, so it comes with this page's chunk. */
export { default as BlockMenuItem } from '../../features/social/BlockMenuItem.tsx';

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
  const profile = useProfile(id);
  useNameEntity(profile.data?.username);
  const current = tabs.find((tab) => tab.route === name) ?? tabs[0];

  let body;
  if (!isUserId(id) || (profile.isError && profileFailureOf(profile.error) === 'notFound')) {
    body = (
      <div data-testid="profile-not-found">
        <EmptyState icon="me" text={<ErrorText code="USER_NOT_FOUND" />} />
      </div>
    );
  } else if (profile.isError) {
    body = (
      <LoadFailed
        error={profile.error}
        fallback={t('user.loadFailed')}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (!profile.data) {
    body = <Spinner label={t('user.loading')} />;
  } else {
    body = (
      <>
        <ProfileHeader profile={profile.data} />
        <LinkTabs
          label={t('user.tabsLabel')}
          testId="user-tabs"
          tabs={tabs.map((tab) => ({
            to: `/user/${encodeURIComponent(id)}/${tab.segment}`,
            label: t(`titles:${tab.route}`),
          }))}
        />
        {current.segment === 'following' || current.segment === 'followers' ? (
          <MemberList
            key={`${id}-${current.segment}`}
            userId={id}
            kind={current.segment}
            emptyText={t(current.empty)}
          />
        ) : current.segment === 'posts' ? (
          <MemberPosts key={id} userId={id} emptyText={t(current.empty)} />
        ) : (
          <MemberMedals key={id} userId={id} emptyText={t(current.empty)} />
        )}
      </>
    );
  }

  return <PageFrame title={t(`titles:${name}`)}>{body}</PageFrame>;
}

function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation(['pages', 'posts', 'messages']);
  const { config } = useSite();
  const chatWindow = useChatWindow();
  return (
    <div className="profile-card" data-testid="profile-header">
      <Avatar src={profile.avatar || null} name={profile.username} size={64} />
      <div className="profile-card__text">
        <p className="profile-card__name">
          <span dir="auto">{profile.username}</span>{' '}
          <span className="author-level" data-testid="profile-level">
            {t('posts:author.level', { level: profile.level })}
          </span>
          {profile.friendsClub ? (
            <>
              {' '}
              <span
                className="friends-club-badge"
                title={t('user.friendsClubLabel')}
                aria-label={t('user.friendsClubLabel')}
                data-testid="profile-friends-club"
              >
                {t('user.friendsClub')}
              </span>
            </>
          ) : null}
        </p>
        <EditorGroupNames my={profile} className="profile-card__groups" />
        <p className="profile-card__counts">
          <Link to={paths.userPosts(profile.id)}>
            <strong data-testid="profile-post-count">{formatCount(profile.postCount, i18n.language)}</strong>{' '}
            {t('posts:profile.posts')}
          </Link>
          <Link to={`/user/${encodeURIComponent(profile.id)}/following`}>
            <strong data-testid="profile-following-count">
              {formatCount(profile.followingCount, i18n.language)}
            </strong>{' '}
            {t('user.followingCount')}
          </Link>
          <Link to={`/user/${encodeURIComponent(profile.id)}/followers`}>
            <strong data-testid="profile-follower-count">
              {formatCount(profile.followerCount, i18n.language)}
            </strong>{' '}
            {t('user.followerCount')}
          </Link>
        </p>
        {profile.blocked ? (
          <p className="page__note" data-testid="profile-blocked">
            {t('posts:block.youBlocked')}
          </p>
        ) : null}
      </div>
      {profile.isSelf ? null : (
        <div className="profile-card__actions">
          <MemberFollowButton member={profile} testId="profile-follow" />
          <BlockButton profile={profile} />
          {config.privateLetter && !profile.blocked ? (
            <Link
              to={paths.chatWith(profile.id)}
              className="button button--secondary"
              onClick={(event) => {
                // On a desktop the conversation opens in the chat window, over this profile.
                if (!chatWindow || !isPlainClick(event)) return;
                event.preventDefault();
                chatWindow.open(
                  { id: profile.id, username: profile.username, avatar: profile.avatar },
                  profile.blocked,
                );
              }}
              data-testid="profile-message"
            >
              {t('messages:chat.sendMessage')}
            </Link>
          ) : null}
          {config.report ? (
            <Link
              to={paths.report(profile.id)}
              className="button button--secondary"
              data-testid="report-user"
            >
              {t('user.report')}
            </Link>
          ) : null}
          {profile.canBan ? (
            <Suspense fallback={null}>
              <MemberBan profile={profile} />
            </Suspense>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** The medals the member holds, newest first (spec §2: others' profiles offer medals). */
function MemberMedals({ userId, emptyText }: { userId: string; emptyText: string }) {
  return <MedalsView query={useMemberMedals(userId)} emptyText={emptyText} testId="member-medals" />;
}

/** The member's posts, newest first. */
function MemberPosts({ userId, emptyText }: { userId: string; emptyText: string }) {
  const query = useMemberPosts(userId);
  return <PostList query={query} emptyText={emptyText} testId="member-posts" />;
}
