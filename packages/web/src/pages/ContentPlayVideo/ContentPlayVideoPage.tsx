import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { ApiError } from '../../platform/api.ts';
import { itemsOnce } from '../../platform/paging.ts';
import { useNameEntity } from '../../platform/title.ts';
import { useVideoFeed } from '../../features/collections/queries.ts';
import { VideoSlide, VideoShare } from '../../features/collections/VideoSlide.tsx';
import { useLayout } from '../../ui/useLayout.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/posts.css';
import '../../styles/collections.css';

/**
 * The video feed (`/content/playVideo/{id}`): a vertical, snapping feed of video posts starting at
 * the given one (without one, the newest), then older ones the reader may read; each with like,
 * comments and share. An id that cannot be a post's: 'This page has expired.'
 */
export default function ContentPlayVideoPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { id } = useParams();
  const title = t(`titles:${name}`);
  if (id !== undefined && !/^\d{1,19}$/.test(id))
    return (
      <PageFrame title={title}>
        <EmptyState text={<ErrorText code="PAGE_EXPIRED" />} />
      </PageFrame>
    );
  return <VideoFeed key={id ?? 'latest'} id={id} title={title} />;
}

function VideoFeed({ id, title }: { id: string | undefined; title: string }) {
  const { t } = useTranslation('collections');
  const layout = useLayout();
  const feed = useVideoFeed(id);
  const container = useRef<HTMLDivElement>(null);
  const posts = itemsOnce(feed.data?.pages, (page) => page.posts);
  /** The video post on screen (spec §3 client state `currVideoPost`): what the share button shares. */
  const [currVideoPost, setCurrVideoPost] = useState(id);
  const current = posts.find((post) => post.id === currVideoPost) ?? posts[0];
  useNameEntity(current?.title);
  const currentIndex = current ? posts.indexOf(current) : 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = feed;
  // The next page comes while the last but one plays, so a swipe never waits.
  useEffect(() => {
    if (posts.length && currentIndex >= posts.length - 2 && hasNextPage && !isFetchingNextPage && !isError)
      void fetchNextPage();
  }, [currentIndex, posts.length, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  if (feed.isPending) return <PageFrame title={title}>{<Spinner label={t('common:loading')} />}</PageFrame>;
  if (feed.isError && !posts.length) {
    return (
      <PageFrame title={title}>
        <div data-testid="video-feed-unavailable">
          {feed.error instanceof ApiError ? (
            <EmptyState text={t('video.unavailable')} />
          ) : (
            <LoadFailed
              error={feed.error}
              fallback={t('video.loadFailed')}
              onRetry={() => void feed.refetch()}
            />
          )}
        </div>
      </PageFrame>
    );
  }
  // On mobile the header carries the page's share button; each video has its own in the feed.
  const actions = layout === 'desktop' && current ? <VideoShare post={current} withText /> : undefined;
  return (
    <PageFrame title={title} titleHidden={layout === 'mobile'} actions={actions} testId="video-page">
      <div className="video-feed" ref={container} data-testid="video-feed" aria-label={t('video.feed')}>
        {posts.map((post) => (
          <VideoSlide
            key={post.id}
            post={post}
            active={post.id === current?.id}
            root={container}
            onShown={setCurrVideoPost}
          />
        ))}
        {hasNextPage ? null : (
          <p className="video-feed__end" data-testid="video-feed-end">
            {t('video.end')}
          </p>
        )}
      </div>
    </PageFrame>
  );
}
