import type { InfiniteData } from '@tanstack/react-query';
import type { Comment, CommentsHiddenReason, Reply } from '@fanzone/contract';
import { itemsOnce } from '../../platform/paging.ts';

/**
 * Pure helpers of the comments domain: comments and replies in the three cached shapes (a post's
 * comment pages, a comment's reply pages, one comment), so a like, a new reply or a deletion shows
 * in every copy at once.
 */

/** One page of a post's comments as the infinite query keeps it (the envelope's paging folded in). */
export type CommentsPage = {
  comments: Comment[];
  hiddenReason: CommentsHiddenReason | null;
  total: number;
  cursor: string | null;
  hasMore: boolean;
};
export type CommentsData = InfiniteData<CommentsPage>;

/** One page of a comment's replies. */
export type RepliesPage = { replies: Reply[]; cursor: string | null; hasMore: boolean };
export type RepliesData = InfiniteData<RepliesPage>;

/** What the comments queries keep. */
export type CommentsCacheData = CommentsData | RepliesData | Comment;

function isCommentsData(data: CommentsCacheData): data is CommentsData {
  return 'pages' in data && data.pages.every((page) => 'comments' in page);
}

function isRepliesData(data: CommentsCacheData): data is RepliesData {
  return 'pages' in data && data.pages.every((page) => 'replies' in page);
}

function isComment(data: CommentsCacheData): data is Comment {
  return !('pages' in data) && Array.isArray((data as Comment).replies);
}

/** The loaded comments as one list; one that moved between pages while paging is shown once. */
export function flattenComments(data: { pages: readonly CommentsPage[] } | undefined): Comment[] {
  return itemsOnce(data?.pages, (page) => page.comments);
}

export function flattenReplies(data: { pages: readonly RepliesPage[] } | undefined): Reply[] {
  return itemsOnce(data?.pages, (page) => page.replies);
}

/** What the first page says about the whole list: how many, and why comments may be withheld. */
export function commentsSummary(data: { pages: readonly CommentsPage[] } | undefined): {
  total: number;
  hiddenReason: CommentsHiddenReason | null;
} {
  const first = data?.pages[0];
  return { total: first?.total ?? 0, hiddenReason: first?.hiddenReason ?? null };
}

/** Whether comment or reply `id` is among the loaded comments (or their first replies). */
export function containsComment(comments: readonly Comment[], id: string): boolean {
  return comments.some((comment) => comment.id === id || comment.replies.some((reply) => reply.id === id));
}

function mapReplies<T extends Reply>(replies: T[], id: string, change: (item: Reply) => Reply): T[] {
  let changed = false;
  const next = replies.map((reply) => {
    if (reply.id !== id) return reply;
    const updated = change(reply) as T;
    if (updated !== reply) changed = true;
    return updated;
  });
  return changed ? next : replies;
}

function updateInComment(comment: Comment, id: string, change: (item: Reply) => Reply): Comment {
  let next = comment;
  if (comment.id === id) {
    const changed = change(comment);
    if (changed !== comment) next = { ...comment, ...changed };
  }
  const replies = mapReplies(next.replies, id, change);
  return replies === next.replies ? (next === comment ? comment : next) : { ...next, replies };
}

/**
 * Applies `change` to comment or reply `id` wherever cached data holds it (a comment's own fields
 * only: likes, content); the same object when nothing changed.
 */
export function updateComment<T extends CommentsCacheData>(
  data: T,
  id: string,
  change: (item: Reply) => Reply,
): T {
  if (isCommentsData(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      let pageChanged = false;
      const comments = page.comments.map((comment) => {
        const updated = updateInComment(comment, id, change);
        if (updated !== comment) pageChanged = true;
        return updated;
      });
      if (!pageChanged) return page;
      changed = true;
      return { ...page, comments };
    });
    return (changed ? { ...data, pages } : data) as T;
  }
  if (isRepliesData(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      const replies = mapReplies(page.replies, id, change);
      if (replies === page.replies) return page;
      changed = true;
      return { ...page, replies };
    });
    return (changed ? { ...data, pages } : data) as T;
  }
  if (!isComment(data)) return data;
  return updateInComment(data, id, change) as T;
}

/** Comment or reply `id` as cached data holds it. */
export function findComment(data: CommentsCacheData | undefined, id: string): Reply | undefined {
  if (!data) return undefined;
  if (isCommentsData(data)) {
    for (const page of data.pages)
      for (const comment of page.comments) {
        if (comment.id === id) return comment;
        const reply = comment.replies.find((entry) => entry.id === id);
        if (reply) return reply;
      }
    return undefined;
  }
  if (isRepliesData(data)) {
    for (const page of data.pages) {
      const reply = page.replies.find((entry) => entry.id === id);
      if (reply) return reply;
    }
    return undefined;
  }
  if (!isComment(data)) return undefined;
  const comment = data;
  if (comment.id === id) return comment;
  return comment.replies.find((entry) => entry.id === id);
}

/**
 * A comment the viewer just wrote, placed where they will see it: a top-level one first in the
 * list (whatever the sort), a reply at the end of its comment's replies. A post's comment list must
 * be of the comment's post (the caller picks the lists); its total counts replies too, as the
 * server's does.
 */
export function withNewComment<T extends CommentsCacheData>(data: T, created: Comment): T {
  if (created.parentId === null) {
    if (!isCommentsData(data)) return data;
    if (flattenComments(data).some((comment) => comment.id === created.id)) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    const pages = [{ ...first, comments: [created, ...first.comments], total: first.total + 1 }, ...rest];
    return { ...data, pages } as T;
  }
  const parentId = created.parentId;
  const reply: Reply = toReply(created);
  if (isCommentsData(data)) {
    if (findComment(data, reply.id)) return data;
    const pages = data.pages.map((page, index) => {
      let pageChanged = index === 0;
      const comments = page.comments.map((comment) => {
        if (comment.id !== parentId) return comment;
        pageChanged = true;
        return { ...comment, replies: [...comment.replies, reply], replyCount: comment.replyCount + 1 };
      });
      if (!pageChanged) return page;
      return { ...page, comments, total: index === 0 ? page.total + 1 : page.total };
    });
    return { ...data, pages } as T;
  }
  if (isRepliesData(data)) {
    // Only a list that has reached its end shows the new reply; an open one loads it with its tail.
    const last = data.pages[data.pages.length - 1];
    if (!last || last.hasMore || flattenReplies(data).some((entry) => entry.id === reply.id)) return data;
    return {
      ...data,
      pages: [...data.pages.slice(0, -1), { ...last, replies: [...last.replies, reply] }],
    } as T;
  }
  if (!isComment(data)) return data;
  const comment = data;
  if (comment.id !== parentId || comment.replies.some((entry) => entry.id === reply.id)) return data;
  return { ...comment, replies: [...comment.replies, reply], replyCount: comment.replyCount + 1 } as T;
}

/** A reply as lists keep it (the create call answers with the comment shape). */
export function toReply(comment: Comment): Reply {
  const { replies: _replies, replyCount: _replyCount, ...reply } = comment;
  return reply;
}

/** Cached data without comment or reply `id`; the parent's reply count follows (totals: `withTotalChange`). */
export function withoutComment<T extends CommentsCacheData>(data: T, id: string): T {
  if (isCommentsData(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      let pageChanged = false;
      const comments: Comment[] = [];
      for (const comment of page.comments) {
        if (comment.id === id) {
          pageChanged = true;
          continue;
        }
        const replies = comment.replies.filter((reply) => reply.id !== id);
        if (replies.length !== comment.replies.length) {
          pageChanged = true;
          comments.push({ ...comment, replies, replyCount: Math.max(0, comment.replyCount - 1) });
        } else comments.push(comment);
      }
      if (!pageChanged) return page;
      changed = true;
      return { ...page, comments };
    });
    return (changed ? { ...data, pages } : data) as T;
  }
  if (isRepliesData(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      const replies = page.replies.filter((reply) => reply.id !== id);
      if (replies.length === page.replies.length) return page;
      changed = true;
      return { ...page, replies };
    });
    return (changed ? { ...data, pages } : data) as T;
  }
  if (!isComment(data)) return data;
  const comment = data;
  const replies = comment.replies.filter((reply) => reply.id !== id);
  if (replies.length === comment.replies.length) return data;
  return { ...comment, replies, replyCount: Math.max(0, comment.replyCount - 1) } as T;
}

/**
 * A comment's replies to show: the first ones that came with it, or, once more were asked for, the
 * loaded pages (which start from the first reply too); a reply written meanwhile is kept.
 */
export function visibleReplies(comment: Comment, loaded: readonly Reply[] | undefined): Reply[] {
  if (!loaded) return comment.replies;
  const ids = new Set(loaded.map((reply) => reply.id));
  return [...loaded, ...comment.replies.filter((reply) => !ids.has(reply.id))];
}

/** Replies not shown yet (the count includes those already on screen). */
export function hiddenReplyCount(comment: Pick<Comment, 'replyCount'>, shown: number): number {
  return Math.max(0, comment.replyCount - shown);
}

/** How many the server removes with a comment: itself and, for a top-level one, its replies. */
export function removedCount(item: Reply | Comment | undefined): number {
  return 1 + (item && 'replyCount' in item ? item.replyCount : 0);
}

/** A post's comment list with its total (comments and replies) moved by `delta`. */
export function withTotalChange<T extends CommentsCacheData>(data: T, delta: number): T {
  if (!isCommentsData(data) || !data.pages[0] || delta === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, total: Math.max(0, first.total + delta) }, ...rest] } as T;
}
