import { useTranslation } from 'react-i18next';
import type { PostDetail } from '@fanzone/contract';

/**
 * What moderation did to the post, where it applies: waiting for approval or shielded (its author
 * and moderators read it still), sunk and locked (spec §4 status labels: Pending).
 */
export function PostModerationNotices({ post }: { post: PostDetail }) {
  const { t } = useTranslation('posts');
  if (!post.pending && !post.shielded && !post.sunk && !post.commentsLocked) return null;
  return (
    <div className="post-moderation" data-testid="post-moderation-notices">
      {post.pending ? (
        <p className="post-notice" data-testid="post-pending">
          {t('moderation.pendingNotice')}
        </p>
      ) : null}
      {post.shielded ? (
        <p className="post-notice" data-testid="post-shielded">
          {t('moderation.shieldedNotice')}
        </p>
      ) : null}
      <span className="post-labels">
        {post.sunk ? (
          <span className="post-tag" data-testid="post-label-sunk">
            {t('moderation.label.sunk')}
          </span>
        ) : null}
        {post.commentsLocked ? (
          <span className="post-tag" data-testid="post-label-locked">
            {t('moderation.label.locked')}
          </span>
        ) : null}
      </span>
    </div>
  );
}
