import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { PostDetail } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { formatCount } from '../../features/boards/boardState.ts';
import { useMy } from '../../features/identity/queries.ts';
import { AuthorLine, PostTime } from '../../features/posts/AuthorLine.tsx';
import { Poll } from '../../features/posts/Poll.tsx';
import { PostIcon } from '../../features/posts/PostIcons.tsx';
import { PostCover } from '../../features/posts/PostImage.tsx';
import { PostLabels } from '../../features/posts/PostLabels.tsx';
import { ReactionButton } from '../../features/posts/ReactionButton.tsx';
import { editPathFor, formatBytes } from '../../features/posts/postState.ts';
import { useDeletePost, useFollowAuthor } from '../../features/posts/queries.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toast.ts';
import { PostContent } from './PostContent.tsx';
import { PostModerationNotices } from './PostModerationNotices.tsx';

// Staff only: its code is never part of a member's view.
const PostModerationMenu = lazy(() => import('../../features/moderation/PostModerationMenu.tsx'));
import { PostShare } from './PostShare.tsx';
import { ReportButton } from '../../features/reports/ReportButton.tsx';
import { BoardBanText } from '../../features/moderation/BoardBanText.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';

/**
 * The post itself: labels and title, author with Follow, counts with Like, Favourite and Share, cover,
 * the server-sanitised content, attachments, bug-report fields, poll, tags, and Edit / Delete.
 */
export function PostArticle({ post }: { post: PostDetail }) {
  const { t, i18n } = useTranslation('posts');
  return (
    <article className="post" data-testid="post" aria-labelledby="post-title">
      <header className="post__head">
        <h2 className="post__title" id="post-title" data-testid="post-title">
          <PostLabels post={post} />
          <span dir="auto">{post.title}</span>
        </h2>
        <AuthorLine
          author={post.author}
          avatarSize={44}
          meta={
            <>
              <PostTime seconds={post.createdAt} />
              <Link to={paths.boardDetail(post.board.id)} dir="auto" data-testid="post-board">
                {post.board.name}
              </Link>
              {post.section ? <span dir="auto">{post.section.name}</span> : null}
              {post.category ? <span>{t(`category.${post.category}`)}</span> : null}
              {post.editedAt ? (
                <span data-testid="post-edited">
                  {t('post.edited')} <PostTime seconds={post.editedAt} />
                </span>
              ) : null}
            </>
          }
          actions={post.isAuthor ? null : <FollowAuthorButton post={post} />}
        />
        <div className="post__bar" data-testid="post-bar">
          <span className="post-stat" data-testid="post-views">
            <PostIcon name="eye" />
            <span className="visually-hidden">{t('stats.views')}</span>
            {formatCount(post.viewCount, i18n.language)}
          </span>
          <ReactionButton post={post} reaction="like" />
          <ReactionButton post={post} reaction="favourite" />
          <PostShare post={post} />
        </div>
      </header>

      {post.cover ? <PostCover image={post.cover} /> : null}
      <PostModerationNotices post={post} />
      <PostContent post={post} />
      {post.bugReport ? <BugReportFields post={post} /> : null}
      {post.poll ? <Poll postId={post.id} poll={post.poll} /> : null}
      {post.attachments.length ? (
        <section
          className="post-attachments"
          aria-labelledby="post-attachments"
          data-testid="post-attachments"
        >
          <h3 id="post-attachments">{t('post.attachments')}</h3>
          <ul>
            {post.attachments.map((file) => (
              <li key={file.url}>
                <a href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
                  <PostIcon name="file" />
                  <span dir="auto">{file.name}</span>
                </a>
                <span className="post-attachments__size">{formatBytes(file.size, i18n.language)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {post.tags.length ? (
        <ul className="post-tags" aria-label={t('post.tags')}>
          {post.tags.map((tag) => (
            <li key={tag} dir="auto">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <OwnerActions post={post} />
    </article>
  );
}

function FollowAuthorButton({ post }: { post: PostDetail }) {
  const { t } = useTranslation('pages');
  const my = useMy();
  const { toggle, isPending } = useFollowAuthor();
  if (my?.id === post.author.id) return null;
  return (
    <button
      type="button"
      className={`button button--small ${post.followedAuthor ? 'button--secondary' : 'button--primary'} member-follow`}
      aria-pressed={post.followedAuthor}
      aria-busy={isPending || undefined}
      onClick={() => (isPending ? undefined : toggle(post))}
      data-testid="author-follow"
    >
      {post.followedAuthor ? t('user.following') : t('user.follow')}
    </button>
  );
}

function BugReportFields({ post }: { post: PostDetail }) {
  const { t } = useTranslation('posts');
  const bug = post.bugReport;
  if (!bug) return null;
  const rows: [string, string | null][] = [
    [t('bug.device'), bug.device],
    [t('bug.systemVersion'), bug.systemVersion],
    [t('bug.frequency'), bug.frequency ? t(`bug.frequencies.${bug.frequency}`) : null],
    [t('bug.path'), bug.path],
    // The contact is for the team; only its writer sees it again.
    [t('bug.contact'), post.isAuthor ? bug.contact : null],
  ];
  return (
    <dl className="details bug-fields" data-testid="bug-fields">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="details__row">
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Edit (to the publish page of the post's kind) or why not; Delete after confirming; Moderate; Report. */
function OwnerActions({ post }: { post: PostDetail }) {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const location = useLocation();
  const { config } = useSite();
  const my = useMy();
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const hint =
    !post.canEdit && post.editBlockedReason && post.editBlockedReason !== 'not_author' ? (
      post.editBlockedReason === 'level' ? (
        // The level is a community setting; the public config tells it (spec §5: level 3 by default).
        <ErrorText code="LEVEL_TOO_LOW" values={{ level: config.editOwnPostMinLevel }} />
      ) : post.editBlockedReason === 'home_recommended' ? (
        <ErrorText code="HOME_RECOMMENDED_LOCKED" />
      ) : post.editBlockedReason === 'board_ban' && post.boardBan ? (
        <BoardBanText ban={post.boardBan} />
      ) : (
        <ErrorText code="USER_BANNED" />
      )
    ) : null;
  const reportable = my !== null && !post.isAuthor && config.report;
  if (!post.canEdit && !post.canDelete && !hint && !post.canModerate && !reportable) return null;
  return (
    <div className="post__owner" data-testid="post-owner-actions">
      {post.canEdit ? (
        <Link
          to={editPathFor(post.kind, post.id)}
          className="button button--secondary button--small"
          data-testid="post-edit"
        >
          <PostIcon name="edit" />
          {t('post.edit')}
        </Link>
      ) : hint ? (
        <p className="post__hint" data-testid="post-edit-hint">
          {hint}
        </p>
      ) : null}
      {post.canModerate ? (
        <Suspense fallback={null}>
          <PostModerationMenu post={post} />
        </Suspense>
      ) : null}
      <ReportButton kind="post" id={post.id} authorId={post.author.id} testId="post-report" />
      {post.canDelete ? (
        <button
          type="button"
          className="button button--secondary button--small post__delete"
          onClick={() => setConfirming(true)}
          data-testid="post-delete"
        >
          <PostIcon name="trash" />
          {t('post.delete')}
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          message={t('post.deleteConfirm')}
          busy={remove.isPending}
          testId="post-delete-confirm"
          onConfirm={() =>
            remove.mutate(post.id, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('post.deleted'));
                // Back where the reader came from, or home when the post was opened directly.
                if (location.key !== 'default') navigate(-1);
                else navigate(paths.home(), { replace: true });
              },
            })
          }
        />
      ) : null}
    </div>
  );
}
