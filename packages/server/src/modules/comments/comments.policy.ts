import { moderatesBoard } from '../../platform/http/callerAccess.ts';
import type { BoardPlacement } from '../../platform/http/callerAccess.ts';
import type { commentsHiddenReasons } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { PostRow } from '../posts/index.ts';
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
  const moderator = !!viewer && moderatesBoard(viewer, post);
  // Shielded comments stay in the thread for the board's moderators, who may bring them back.
  const everyone = { blockedBy, onlyAuthor: null, withShielded: moderator };
  if (post.commentVisibility === 'everyone' || moderator || viewer?.id === post.authorId)
    return { audience: everyone, hiddenReason: null, showNone: false };
  if (post.commentVisibility === 'author_only') {
    return {
      audience: { ...everyone, onlyAuthor: viewer?.id ?? null },
      hiddenReason: 'author_only',
      showNone: !viewer,
    };
  }
  if (viewerHasCommented) return { audience: everyone, hiddenReason: null, showNone: false };
  return { audience: everyone, hiddenReason: 'after_comment', showNone: true };
}

/**
 * Whether the viewer may see this comment itself (a link to it, the post's `comment` query): a
 * shielded one only its author and the board's moderators; a deleted one nobody.
 */
export function commentReadable(
  viewer: Viewer | null,
  comment: { authorId: bigint; status: 'published' | 'shielded' | 'deleted' | 'removed' },
  post: BoardPlacement,
): boolean {
  if (comment.status === 'published') return true;
  return (
    comment.status === 'shielded' &&
    !!viewer &&
    (viewer.id === comment.authorId || moderatesBoard(viewer, post))
  );
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
