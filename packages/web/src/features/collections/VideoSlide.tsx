import type { RefObject } from 'react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { VideoPost } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { toastErrorCode } from '../../platform/errors.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useMy } from '../identity/queries.ts';
import { PostIcon } from '../posts/PostIcons.tsx';
import { ReactionButton } from '../posts/ReactionButton.tsx';
import { useCountShare } from '../posts/queries.ts';
import { videoFeedPath } from './queries.ts';

const ShareDialog = lazy(() => import('../share/ShareDialog.tsx'));

/** How much of a video must be on screen to count as the one playing. */
const shownRatio = 0.6;

/**
 * One video post of the feed, as tall as the feed: the video (playing while it is the one on
 * screen, muted until the reader turns the sound on, as browsers allow), its title and author, and
 * like, comments (the post's page) and share.
 */
export function VideoSlide({
  post,
  active,
  root,
  onShown,
}: {
  post: VideoPost;
  active: boolean;
  root: RefObject<HTMLDivElement | null>;
  /** Called with the post's id once it is the one on screen (a state setter: stable). */
  onShown: (postId: string) => void;
}) {
  const { t } = useTranslation('collections');
  const slide = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = slide.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onShown(post.id);
      },
      { root: root.current, threshold: shownRatio },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [root, onShown, post.id]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (active) element.play().catch(() => undefined);
    else element.pause();
  }, [active]);

  return (
    <article
      ref={slide}
      className="video-feed__item"
      data-testid="video-slide"
      data-post-id={post.threadIdString}
      data-active={active || undefined}
      aria-label={post.title}
    >
      <video
        ref={video}
        className="video-feed__video"
        src={post.video.url}
        poster={post.video.poster ?? undefined}
        width={post.video.width ?? undefined}
        height={post.video.height ?? undefined}
        controls
        muted
        loop
        playsInline
        preload={active ? 'auto' : 'metadata'}
      />
      <div className="video-feed__caption">
        <Link to={paths.userPosts(post.author.id)} dir="auto">
          {t('video.by', { name: post.author.username })}
        </Link>
        <p className="video-feed__title" dir="auto">
          <Link to={paths.postDetails(post.id)}>{post.title}</Link>
        </p>
      </div>
      <div className="video-feed__actions">
        <ReactionButton post={post} reaction="like" />
        <Link
          to={`${paths.postDetails(post.id)}#comments-title`}
          aria-label={t('video.comments')}
          data-testid="video-comments"
        >
          <PostIcon name="comment" />
          <span aria-hidden="true">{post.commentCount}</span>
        </Link>
        <VideoShare post={post} />
      </div>
    </article>
  );
}

/** Shares a video post's place in the feed (spec §2 share dialog) and counts it; a ban is said instead. */
export function VideoShare({ post, withText }: { post: VideoPost; withText?: boolean }) {
  const { t } = useTranslation('collections');
  const my = useMy();
  const count = useCountShare(post.id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={withText ? 'button button--secondary' : 'post-action'}
        aria-label={withText ? undefined : t('video.share')}
        data-testid="video-share"
        onClick={() => {
          if (my?.isBlocked) {
            void toastErrorCode('USER_BANNED');
            return;
          }
          if (my) count.mutate();
          setOpen(true);
        }}
      >
        <Icon name="share" size={18} />
        {withText ? <span>{t('video.share')}</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog
            open={open}
            onOpenChange={setOpen}
            title={post.title}
            url={new URL(videoFeedPath(post.id), window.location.origin).href}
          />
        </Suspense>
      ) : null}
    </>
  );
}
