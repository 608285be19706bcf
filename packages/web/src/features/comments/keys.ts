import type { CommentSort } from '@fanzone/contract';

/** Query keys of the comments domain: a post's comments per sort, a comment's replies, one comment. */
export const commentsKeys = {
  all: ['comments'] as const,
  lists: () => [...commentsKeys.all, 'list'] as const,
  listsOf: (postId: string) => [...commentsKeys.lists(), postId] as const,
  list: (postId: string, sort: CommentSort) => [...commentsKeys.listsOf(postId), sort] as const,
  replies: (commentId: string) => [...commentsKeys.all, 'replies', commentId] as const,
  one: (id: string) => [...commentsKeys.all, 'one', id] as const,
  /** The viewer's own comments (another shape, so outside `all`, which likes sweep). */
  mine: () => ['my-comments'] as const,
};
