import { Suspense, lazy, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { useNameEntity } from '../../platform/title.ts';
import { isPostId, postFailureOf } from '../../features/posts/postState.ts';
import { usePost } from '../../features/posts/queries.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useBelowFold } from '../../ui/useBelowFold.ts';
import { PostArticle } from './PostArticle.tsx';
import '../../styles/posts.css';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

// Comments sit below the post: their code loads when the reader nears them (or at once for a linked
// comment), so the first view is the post alone.
const CommentsSection = lazy(async () => ({
  default: (await import('../../features/comments/CommentsSection.tsx')).CommentsSection,
}));

/**
 * One post with its comments; `?comment=id` scrolls to that comment and marks it. A deleted post says
 * 'Thread has been deleted', a missing one 'The page number does not exist' (spec §8).
 */
export default function PostDetailsPage({ name }: PageProps) {
  const { t } = useTranslation('posts');
  const { id } = useParams();
  const [search] = useSearchParams();
  const commentId = search.get('comment');
  const post = usePost(id);
  useNameEntity(post.data?.title);
  const [commentsAnchor, setCommentsAnchor] = useState<HTMLDivElement | null>(null);
  const commentsWanted = useBelowFold(commentsAnchor, 400, commentId !== null);

  let body;
  if (!isPostId(id)) body = <Stop code="POST_NOT_FOUND" />;
  else if (post.isError) {
    const failure = postFailureOf(post.error);
    if (failure === 'deleted') body = <Stop code="POST_DELETED" />;
    else if (failure === 'notFound') body = <Stop code="POST_NOT_FOUND" />;
    else
      body = (
        <div data-testid="post-load-error">
          <LoadFailed
            error={post.error}
            fallback={t('post.loadFailed')}
            onRetry={() => void post.refetch()}
          />
        </div>
      );
  } else if (!post.data) body = <Spinner label={t('common:loading')} testId="post-loading" />;
  else
    body = (
      <>
        <PostArticle post={post.data} />
        <div ref={setCommentsAnchor} />
        {commentsWanted ? (
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <CommentsSection
              key={post.data.id}
              postId={post.data.id}
              highlightId={commentId}
              locked={post.data.commentsLocked && !post.data.canModerate}
              boardBan={post.data.boardBan}
            />
          </Suspense>
        ) : null}
      </>
    );

  return (
    <PageFrame title={t(`titles:${name}`)} titleHidden testId="post-details">
      {body}
    </PageFrame>
  );
}

function Stop({ code }: { code: 'POST_DELETED' | 'POST_NOT_FOUND' }) {
  return (
    <div data-testid={code === 'POST_DELETED' ? 'post-deleted' : 'post-not-found'}>
      <EmptyState text={<ErrorText code={code} />} />
    </div>
  );
}
