import type { ReactNode } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { Author } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { Avatar } from '../../ui/Avatar.tsx';
import { formatTimestamp } from '../../ui/time.ts';
import { useNow } from './useNow.ts';
import { VerifiedBadge } from './VerifiedBadge.tsx';

/** A unix-seconds time as 'Recently' (within a minute, spec §4) or a date. */
export function PostTime({ seconds }: { seconds: number }) {
  const { t, i18n } = useTranslation('posts');
  const now = useNow();
  return (
    <time dateTime={new Date(seconds * 1000).toISOString()}>
      {formatTimestamp(seconds, now, i18n.language, t)}
    </time>
  );
}

/** Level, the moderator label and (on comments) the post author label of spec §6. */
export function AuthorTags({
  author,
  postAuthor,
}: {
  author: Pick<Author, 'level' | 'isModerator'>;
  postAuthor?: boolean;
}) {
  const { t } = useTranslation('posts');
  return (
    <>
      <span className="author-level" data-testid="author-level">
        {t('author.level', { level: author.level })}
      </span>
      {author.isModerator ? (
        <span className="post-tag post-tag--moderator" data-testid="moderator-label">
          {t('author.moderator')}
        </span>
      ) : null}
      {postAuthor ? (
        <span className="post-tag post-tag--author" data-testid="post-author-label">
          {t('author.postAuthor')}
        </span>
      ) : null}
    </>
  );
}

/** Avatar with the verified badge, name (to their posts), level and labels, then a meta line. */
export function AuthorLine({
  author,
  postAuthor,
  avatarSize = 36,
  meta,
  actions,
}: {
  author: Author;
  postAuthor?: boolean;
  avatarSize?: number;
  meta?: ReactNode;
  actions?: ReactNode;
}) {
  const to = paths.userPosts(author.id);
  return (
    <div className="author" data-testid="author">
      <span className="author__avatar">
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <Avatar src={author.avatar || null} name={author.username} size={avatarSize} />
        </Link>
        <VerifiedBadge groups={author.editorGroupState} />
      </span>
      <div className="author__text">
        <span className="author__row">
          <Link to={to} className="author__name" dir="auto" data-testid="author-name">
            {author.username}
          </Link>
          <AuthorTags author={author} postAuthor={postAuthor} />
        </span>
        {meta ? <span className="author__meta">{meta}</span> : null}
      </div>
      {actions ? <div className="author__actions">{actions}</div> : null}
    </div>
  );
}
