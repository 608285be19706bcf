import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkPostModeration, CommentModeration, moderationApi, PostModeration } from '@fanzone/contract';
import { moderationCalls, postsCalls } from '@fanzone/contract';
import type { postsApi } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { commentsKeys } from '../comments/keys.ts';
import { postsKeys } from '../posts/keys.ts';

// Staff calls: declared here, beside their only screens, never in a member's first view.
const moderationEndpoints = refs<typeof moderationApi>(moderationCalls);
const featureEndpoint = refs<typeof postsApi>(postsCalls).feature;

/** Featuring has a call of its own (posts), offered in the same menu. */
type Featuring = { action: 'feature' | 'unfeature' };
const isFeaturing = (moderation: PostModeration | Featuring): moderation is Featuring =>
  moderation.action === 'feature' || moderation.action === 'unfeature';

/**
 * One moderation action on a post (or featuring it). The post and every list that may show it are
 * read afresh after: an action moves it, hides it or changes its labels.
 */
export function useModeratePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moderation: PostModeration | Featuring) =>
      isFeaturing(moderation)
        ? fetchData(featureEndpoint, {
            params: { id: postId },
            body: { featured: moderation.action === 'feature' },
          })
        : fetchData(moderationEndpoints.moderatePost, { params: { id: postId }, body: moderation }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKeys.all }),
  });
}

/**
 * Shields or removes a comment, or undoes it. The post's comments are read afresh (the comment
 * and its replies leave or come back, the count follows) and the post, whose count changed.
 */
export function useModerateComment(commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moderation: CommentModeration) =>
      fetchData(moderationEndpoints.moderateComment, { params: { id: commentId }, body: moderation }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsKeys.all }),
        queryClient.invalidateQueries({ queryKey: postsKeys.all }),
      ]),
  });
}

/**
 * Shields, sinks or moves a selection of a board's posts at once; every list that may show them is
 * read afresh after.
 */
export function useModerateBoardPosts(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { postIds: string[]; moderation: BulkPostModeration }) =>
      fetchData(moderationEndpoints.moderateBoardPosts, { params: { id: boardId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKeys.all }),
  });
}
