import { moderatesBoard } from '../../platform/http/callerAccess.ts';
import type { BoardPlacement } from '../../platform/http/callerAccess.ts';
import type { Comment, Reply } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import { mentionsIn } from '../identity/index.ts';
import type { MentionIndex } from '../identity/index.ts';
import { presentAuthor } from '../posts/index.ts';
import type { CommentWithAuthor } from './comments.queries.ts';
import { canDeleteComment } from './comments.policy.ts';

export type CommentPresenter = {
  liked: Set<bigint>;
  mentions: MentionIndex;
  postAuthorId: bigint;
  /** Where the post is: its board's moderators may delete any comment on it. */
  postPlacement: BoardPlacement;
  viewer: Viewer | null;
};

export function presentReply(row: CommentWithAuthor, context: CommentPresenter): Reply {
  return {
    id: row.id.toString(),
    postId: row.postId.toString(),
    parentId: row.parentId?.toString() ?? null,
    author: {
      ...presentAuthor(row.author, row.author.groups),
      isPostAuthor: row.authorId === context.postAuthorId,
    },
    replyTo:
      row.replyToUserId && row.replyToUsername
        ? { id: row.replyToUserId.toString(), username: row.replyToUsername }
        : null,
    content: row.content,
    mentions: mentionsIn(row.content, context.mentions),
    images: row.images,
    likeCount: row.likeCount,
    liked: context.liked.has(row.id),
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    canDelete:
      !!context.viewer &&
      canDeleteComment(context.viewer, row, {
        authorId: context.postAuthorId,
        ...context.postPlacement,
      }),
    shielded: row.status === 'shielded',
    canModerate: moderatesBoard(context.viewer, context.postPlacement),
  };
}

export function presentComment(
  row: CommentWithAuthor,
  replies: CommentWithAuthor[],
  context: CommentPresenter,
): Comment {
  return {
    ...presentReply(row, context),
    replyCount: row.replyCount,
    replies: replies.map((reply) => presentReply(reply, context)),
  };
}
