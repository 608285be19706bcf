import { queueScopeOf } from '../../platform/http/callerAccess.ts';
import { localized } from '@fanzone/contract';
import type { PendingPost } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { pendingPosts } from './posts.queries.ts';
import type { PostsContext } from './postsContext.ts';

const pageSize = limits.lists.pageSize;

/**
 * The approval queue: posts waiting for a moderator, oldest first, whole (a moderator decides on
 * what was written, not on a card), only in the boards the viewer moderates. Each is approved or
 * rejected through the post's moderation (moderatePost.ts).
 */
export async function readApprovalQueue(
  context: PostsContext & { viewer: Viewer },
  cursorText: string | undefined,
): Promise<{ posts: PendingPost[]; cursor: string | null }> {
  const scope = queueScopeOf(context.viewer);
  if (!scope) throw new AppError('FORBIDDEN');
  const cursor = decodeCursor(cursorText, ['id']);
  const rows = await pendingPosts(
    context.deps.db,
    scope,
    cursor ? BigInt(cursor[0]!) : undefined,
    pageSize + 1,
  );
  const shown = rows.slice(0, pageSize);
  const boardName = (id: string) => {
    const board = context.catalogue.boards.find((row) => row.id === BigInt(id));
    return board ? localized(board.name, context.locale) : '';
  };
  return {
    posts: shown.map((row) => ({
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      contentHtml: row.content_html,
      author: { id: row.author_id, username: row.author_name, avatar: row.author_avatar },
      board: { id: row.board_id, name: boardName(row.board_id) },
      reason: row.held_for ?? 'firstPosts',
      createdAt: Number(row.created_at),
    })),
    cursor: rows.length > pageSize ? encodeCursor([shown.at(-1)!.id]) : null,
  };
}
