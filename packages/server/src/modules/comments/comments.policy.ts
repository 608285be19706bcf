import type { commentsHiddenReasons } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { PostRow } from '../posts/posts.queries.ts';
import type { BoardPlacement } from '../moderation/moderation.policy.ts';
import { moderatesBoard } from '../moderation/moderation.policy.ts';
import type { CommentAudience } from './comments.queries.ts';

export type HiddenReason = (typeof commentsHiddenReasons)[number];

/**
 * The post's comment visibility (spec §3), applied on the server: "author only" shows comments to
 * the post's author (and staff), other members see just their own; "visible after commenting"
 * shows them to whoever has commented. The board's moderators always see everything.
 */
export function commentAudienceFor(
  post: Pick<PostRow, 'authorId' | 'commentVisibility' | 'boardId' | 'mainBoardId'>,
  viewer: Viewer | null,
  viewerHasCommented: boolean,
): { audience: CommentAudience; hiddenReason: HiddenReason | null; showNone: boolean } {
  const blockedBy = viewer?.id ?? null;
  const privileged = !!viewer && (moderatesBoard(viewer, post) || viewer.id === post.authorId);
  if (post.commentVisibility === 'everyone' || privileged)
    return { audience: { blockedBy, onlyAuthor: null }, hiddenReason: null, showNone: false };
  if (post.commentVisibility === 'author_only') {
    return {
      audience: { blockedBy, onlyAuthor: viewer?.id ?? null },
      hiddenReason: 'author_only',
      showNone: !viewer,
    };
  }
  if (viewerHasCommented)
    return { audience: { blockedBy, onlyAuthor: null }, hiddenReason: null, showNone: false };
  return { audience: { blockedBy, onlyAuthor: null }, hiddenReason: 'after_comment', showNone: true };
}

export function canDeleteComment(
  viewer: Viewer,
  comment: { authorId: bigint },
  post: { authorId: bigint } & BoardPlacement,
): boolean {
  return commentDeleterOf(viewer, post)(String(comment.authorId));
}

/** `canDeleteComment` for the comments of one post, asked by each comment's author id as presented (text). */
export function commentDeleterOf(
  viewer: Viewer,
  post: { authorId: bigint } & BoardPlacement,
): (authorId: string) => boolean {
  if (viewer.isBlocked) return () => false;
  // The post's author keeps their thread clean; the board's moderators keep the board clean.
  if (moderatesBoard(viewer, post) || post.authorId === viewer.id) return () => true;
  const viewerId = String(viewer.id);
  return (authorId) => authorId === viewerId;
}
