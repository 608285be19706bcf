import { useState } from 'react';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentSort, PostDetail, Reply, UploadedImage } from '@fanzone/contract';
import { callApi, fetchData, isUnauthorized } from '../../platform/api.ts';
import { commentsEndpoints } from '../../platform/endpoints.ts';
import type { FollowCache } from '../follow/useOptimisticFollow.ts';
import { useOptimisticFollow } from '../follow/useOptimisticFollow.ts';
import { startLogin } from '../identity/login.ts';
import { postsKeys } from '../posts/keys.ts';
import { isPostId, optimisticToggle } from '../posts/postState.ts';
import type { ToggleState } from '../posts/postState.ts';
import { nextCursor, pagedListOptions, pagingOf } from '../../platform/paging.ts';
import type { CommentsCacheData, CommentsPage, RepliesPage } from './commentState.ts';
import {
  findComment,
  removedCount,
  updateComment,
  withNewComment,
  withTotalChange,
  withoutComment,
} from './commentState.ts';
import { commentsKeys } from './keys.ts';

export { commentsKeys };

/** A post's comments with their first replies, keyset-paged; the list shows its own failures. */
export function useComments(postId: string, sort: CommentSort, enabled = true) {
  return useInfiniteQuery({
    queryKey: commentsKeys.list(postId, sort),
    queryFn: async ({ pageParam, signal }): Promise<CommentsPage> => {
      const result = await callApi(commentsEndpoints.list, {
        params: { id: postId },
        query: { sort, cursor: pageParam },
        signal,
      });
      return { ...result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: CommentsPage) => nextCursor(page),
    enabled,
    meta: { silent: true },
  });
}

/** All of a comment's replies, oldest first, once the reader asks for more than the first ones. */
export function useReplies(commentId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentsKeys.replies(commentId),
    queryFn: async ({ pageParam, signal }): Promise<RepliesPage> => {
      const result = await callApi(commentsEndpoints.replies, {
        params: { id: commentId },
        query: { cursor: pageParam },
        signal,
      });
      return { replies: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: RepliesPage) => nextCursor(page),
    enabled,
  });
}

export function commentQueryOptions(id: string) {
  return queryOptions({
    queryKey: commentsKeys.one(id),
    queryFn: ({ signal }) => fetchData(commentsEndpoints.one, { params: { id }, signal }),
    // A missing comment is a page state (or simply not highlighted), not a toast.
    meta: { silent: true },
    retry: false,
  });
}

/** One comment or reply (`?comment=` of post details, the thread of `/post-list`). */
export function useComment(id: string | null | undefined) {
  const valid = isPostId(id);
  return useQuery({ ...commentQueryOptions(valid ? id : ''), enabled: valid });
}

/** The viewer's comments and replies, newest first, with the post each is on. */
export const myCommentsOptions = () =>
  pagedListOptions(commentsKeys.mine(), (cursor, signal) =>
    callApi(commentsEndpoints.mine, { query: { cursor }, signal }),
  );

export function useMyComments() {
  return useInfiniteQuery(myCommentsOptions());
}

function changePostCommentCount(
  queryClient: ReturnType<typeof useQueryClient>,
  postId: string,
  delta: number,
) {
  queryClient.setQueryData<PostDetail>(postsKeys.detail(postId), (post) =>
    post ? { ...post, commentCount: Math.max(0, post.commentCount + delta) } : post,
  );
}

/**
 * Comment on a post or reply to a comment or reply. The new one shows at once where the writer
 * looks; comments withheld until one comments ('after_comment') are asked for again.
 */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; images: UploadedImage[]; replyToId: string | null }) =>
      fetchData(commentsEndpoints.create, {
        params: { id: postId },
        body: { content: input.content, images: input.images, replyToId: input.replyToId },
      }),
    // The composer shows 'Reply content can't be empty' and other refusals itself.
    meta: { silent: true },
    onSuccess: (created: Comment) => {
      let hidden = false;
      // The post's lists (every sort) get it; reply lists and single comments only match their parent.
      const postLists = new Set(
        queryClient
          .getQueriesData({ queryKey: commentsKeys.listsOf(postId) })
          .map(([key]) => JSON.stringify(key)),
      );
      for (const [key, data] of queryClient.getQueriesData<CommentsCacheData>({
        queryKey: commentsKeys.all,
      })) {
        if (!data) continue;
        const isPostList = postLists.has(JSON.stringify(key));
        if (!isPostList && key[1] === 'list') continue;
        if (
          isPostList &&
          'pages' in data &&
          data.pages[0] &&
          'hiddenReason' in data.pages[0] &&
          data.pages[0].hiddenReason
        )
          hidden = true;
        queryClient.setQueryData(key, withNewComment(data, created));
      }
      if (hidden) void queryClient.invalidateQueries({ queryKey: commentsKeys.listsOf(postId) });
      changePostCommentCount(queryClient, postId, 1);
      void queryClient.invalidateQueries({ queryKey: commentsKeys.mine(), refetchType: 'none' });
    },
    onError: (error) => {
      if (isUnauthorized(error)) void startLogin(queryClient);
    },
  });
}

/** Deletes a comment or reply; it leaves every cached copy at once. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchData(commentsEndpoints.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      const cached = queryClient.getQueriesData<CommentsCacheData>({ queryKey: commentsKeys.all });
      // The server removes a comment with its replies: counts drop by all of them.
      let item: Reply | Comment | undefined;
      for (const [, data] of cached) item = item ?? findComment(data, id);
      const gone = removedCount(item);
      const postLists = new Set(
        queryClient
          .getQueriesData({ queryKey: commentsKeys.listsOf(postId) })
          .map(([key]) => JSON.stringify(key)),
      );
      for (const [key, data] of cached) {
        if (!data) continue;
        const without = withoutComment(data, id);
        queryClient.setQueryData(
          key,
          postLists.has(JSON.stringify(key)) ? withTotalChange(without, -gone) : without,
        );
      }
      queryClient.removeQueries({ queryKey: commentsKeys.one(id) });
      queryClient.removeQueries({ queryKey: commentsKeys.replies(id) });
      changePostCommentCount(queryClient, postId, -gone);
      void queryClient.invalidateQueries({ queryKey: commentsKeys.mine(), refetchType: 'none' });
    },
  });
}

/** Like a comment or reply: the follow machinery over the comments cache (optimistic, rolled back). */
export function useLikeComment() {
  const [cache] = useState<FollowCache<ToggleState, CommentsCacheData>>(() => ({
    rootKey: commentsKeys.all,
    find: (data, id) => {
      const comment = findComment(data, id);
      return comment ? { followed: comment.liked, followerCount: comment.likeCount } : undefined;
    },
    update: (data, id, change) =>
      updateComment(data, id, (comment) => {
        const next = change({ followed: comment.liked, followerCount: comment.likeCount });
        return next.followed === comment.liked && next.followerCount === comment.likeCount
          ? comment
          : { ...comment, liked: next.followed, likeCount: next.followerCount };
      }),
    optimistic: optimisticToggle,
    settle: (_state, answer) => answer,
    request: async (id, like) => {
      const { liked, likeCount } = like
        ? await fetchData(commentsEndpoints.like, { params: { id } })
        : await fetchData(commentsEndpoints.unlike, { params: { id } });
      return { followed: liked, followerCount: likeCount };
    },
  }));
  const { toggle, isPending } = useOptimisticFollow(cache);
  return {
    isPending,
    toggle: (comment: { id: string; liked: boolean }) => toggle({ id: comment.id, followed: comment.liked }),
  };
}
