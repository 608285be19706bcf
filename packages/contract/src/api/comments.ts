import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { commentsCalls } from './calls.ts';
import { authorSchema, mentionedMemberSchema, uploadedImageSchema } from './posts.ts';
import { commentSorts, commentsHiddenReasons, defaultCommentSort } from './constants.ts';

const replyFields = {
  id: idString,
  postId: idString,
  /** The top-level comment a reply belongs to; null for a comment. */
  parentId: idString.nullable(),
  author: authorSchema.extend({ isPostAuthor: z.boolean() }),
  /** A reply to a reply names the member it answers (spec: "reply to a reply names its target"). */
  replyTo: z.object({ id: idString, username: z.string() }).nullable(),
  /** Plain text; clients render it as text, never as HTML. */
  content: z.string(),
  /** The existing members the content mentions, to be shown as links to their profiles. */
  mentions: z.array(mentionedMemberSchema),
  images: z.array(uploadedImageSchema),
  likeCount: z.number().int().nonnegative(),
  liked: z.boolean(),
  createdAt: unixSeconds,
  canDelete: z.boolean(),
  /** Hidden from members by a moderator; only the board's moderators see it in the thread. */
  shielded: z.boolean(),
  /** The viewer moderates the post's board: may shield or remove it. */
  canModerate: z.boolean(),
};

export const replySchema = z.object(replyFields);
export type Reply = z.infer<typeof replySchema>;

export const commentSchema = z.object({
  ...replyFields,
  replyCount: z.number().int().nonnegative(),
  /** The first replies, oldest first, so a thread reads without another call. */
  replies: z.array(replySchema),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentInputSchema = z.object({
  content: z.string().max(20_000),
  images: z.array(uploadedImageSchema).max(limits.comment.maxImages).default([]),
  /** Answer to a comment or to a reply; absent for a top-level comment. */
  replyToId: idString.nullable().default(null),
});

const commentIdParams = z.object({ id: idString });
const postIdParams = z.object({ id: idString });
const cursorQuery = z.object({ cursor: z.string().max(200).optional() });
const likeAnswer = z.object({ liked: z.boolean(), likeCount: z.number().int().nonnegative() });

/** A comment of the viewer's with the post it is on (`/personal/comments`). */
export const myCommentSchema = z.object({
  id: idString,
  content: z.string(),
  createdAt: unixSeconds,
  post: z.object({ id: idString, title: z.string() }),
  parentId: idString.nullable(),
  /** A moderator hid it from the thread: its author still finds it here. */
  shielded: z.boolean(),
});
export type MyComment = z.infer<typeof myCommentSchema>;

export const commentsApi = {
  list: endpoint({
    ...commentsCalls.list,
    summary: "A post's comments with their first replies; the post's comment visibility applies",
    tag: 'comments',
    params: postIdParams,
    query: cursorQuery.extend({ sort: z.enum(commentSorts).default(defaultCommentSort) }),
    data: z.object({
      comments: z.array(commentSchema),
      hiddenReason: z.enum(commentsHiddenReasons).nullable(),
      total: z.number().int().nonnegative(),
    }),
  }),
  replies: endpoint({
    ...commentsCalls.replies,
    summary: "A comment's replies, oldest first",
    tag: 'comments',
    params: commentIdParams,
    query: cursorQuery,
    data: z.array(replySchema),
  }),
  one: endpoint({
    ...commentsCalls.one,
    summary: 'One comment or reply (the `comment` query of post details)',
    tag: 'comments',
    params: commentIdParams,
    data: commentSchema,
  }),
  create: endpoint({
    ...commentsCalls.create,
    summary: "Comment on a post or reply to a comment; 'Reply content can't be empty'",
    tag: 'comments',
    params: postIdParams,
    body: commentInputSchema,
    data: commentSchema,
  }),
  remove: endpoint({
    ...commentsCalls.remove,
    summary: "Delete one's comment (or any as staff, or any on one's post)",
    tag: 'comments',
    params: commentIdParams,
    data: z.object({ deleted: z.literal(true) }),
  }),
  like: endpoint({
    ...commentsCalls.like,
    summary: 'Like a comment (idempotent)',
    tag: 'comments',
    params: commentIdParams,
    data: likeAnswer,
  }),
  unlike: endpoint({
    ...commentsCalls.unlike,
    summary: 'Take back a like on a comment (idempotent)',
    tag: 'comments',
    params: commentIdParams,
    data: likeAnswer,
  }),
  mine: endpoint({
    ...commentsCalls.mine,
    summary: "The viewer's comments and replies, newest first",
    tag: 'comments',
    query: cursorQuery,
    data: z.array(myCommentSchema),
  }),
};
