import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { HighlightPart, PostSummary } from '@fanzone/contract';
import { limits, paths } from '@fanzone/contract';
import { formatCount } from '../boards/boardState.ts';
import { AuthorLine, PostTime } from './AuthorLine.tsx';
import { PostIcon } from './PostIcons.tsx';
import { PostCover, PostImage } from './PostImage.tsx';
import { PostLabels } from './PostLabels.tsx';
import { ReactionButton } from './ReactionButton.tsx';
import { Highlighted } from '../search/Highlighted.tsx';
import { useSite } from '../../platform/config.ts';
import { drawnOnceOnServer } from '../../ui/drawnOnce.ts';
import { isRecent } from '../../ui/time.ts';
import { useNow } from './useNow.ts';

type PostCardProps = {
  post: PostSummary;
  hideBoard?: boolean;
  /** The list's first card: its pictures load with the page (`PostImage`'s `eager`). */
  first?: boolean;
  /** Search results: the title and an excerpt with the matches marked, instead of the plain ones. */
  highlight?: { title: readonly HighlightPart[]; excerpt: readonly HighlightPart[] };
};

/**
 * A post in a list (feeds, boards, profiles, favourites): author, time and board, labels, title and
 * excerpt (to the details), cover or up to three images, and counts with Like and Favourite.
 * The server draws a card once per everything it shows (`useCardKey`) and reuses the markup.
 */
export const PostCard = drawnOnceOnServer(PostCardDrawn, useCardKey);

/**
 * Everything a card's markup depends on: its props (the post as this reader sees it, their Like and
 * Favourite marks included), the language, the in-app picture sizes, and whether its time still
 * reads 'Recently'. Whatever the card comes to read must be added here.
 */
function useCardKey({ post, hideBoard, first, highlight }: PostCardProps): string {
  const { i18n } = useTranslation('posts');
  const { inApp } = useSite();
  const recent = isRecent(post.createdAt, useNow());
  return JSON.stringify([i18n.language, inApp, recent, hideBoard ?? false, first ?? false, highlight, post]);
}

function PostCardDrawn({ post, hideBoard, first, highlight }: PostCardProps) {
  const { t, i18n } = useTranslation('posts');
  const to = paths.postDetails(post.id);
  const images = post.images.slice(0, limits.post.cardImages);
  return (
    <article
      className="post-card"
      data-testid={`post-card-${post.id}`}
      aria-labelledby={`post-title-${post.id}`}
    >
      <AuthorLine
        author={post.author}
        meta={
          <>
            <PostTime seconds={post.createdAt} />
            {hideBoard ? null : (
              <Link
                to={paths.boardDetail(post.board.id)}
                className="post-card__board"
                dir="auto"
                data-testid="post-board"
              >
                {post.board.name}
              </Link>
            )}
          </>
        }
      />
      <Link to={to} className="post-card__body">
        <h2 className="post-card__title" id={`post-title-${post.id}`}>
          <PostLabels post={post} />
          <span dir="auto">{highlight ? <Highlighted parts={highlight.title} /> : post.title}</span>
        </h2>
        {highlight?.excerpt.length ? (
          <p className="post-card__excerpt" dir="auto" data-testid="post-excerpt">
            <Highlighted parts={highlight.excerpt} />
          </p>
        ) : post.excerpt ? (
          <p className="post-card__excerpt" dir="auto">
            {post.excerpt}
          </p>
        ) : null}
        {post.cover ? (
          <PostCover image={post.cover} eager={first} />
        ) : images.length ? (
          <span className="post-card__images" data-testid="post-images">
            {images.map((image) => (
              <PostImage key={image.url} image={image} eager={first} />
            ))}
          </span>
        ) : null}
      </Link>
      <footer className="post-card__footer">
        <span className="post-stat" title={t('stats.views')}>
          <PostIcon name="eye" />
          <span className="visually-hidden">{t('stats.views')}</span>
          {formatCount(post.viewCount, i18n.language)}
        </span>
        <Link
          to={paths.postDetails(post.id)}
          className="post-stat post-stat--link"
          title={t('stats.comments')}
        >
          <PostIcon name="comment" />
          <span className="visually-hidden">{t('stats.comments')}</span>
          {formatCount(post.commentCount, i18n.language)}
        </Link>
        <ReactionButton post={post} reaction="like" />
        <ReactionButton post={post} reaction="favourite" />
      </footer>
    </article>
  );
}
