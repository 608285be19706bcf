import type { BoardDetail, PostSummary } from '@fanzone/contract';
import { boardsCalls, callUrl, limits, postsCalls } from '@fanzone/contract';
import type { FastifyRequest } from 'fastify';
import type { InProcessGet } from '../../platform/http/injectFetch.ts';
import { xmlEscaped } from './xml.ts';

const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/**
 * A board's newest posts as an Atom feed (RFC 4287) for feed readers. It is read through the API as a
 * visitor would (`askAsVisitor` forwards no cookie), so a feed is the same for everyone, may be kept
 * by any cache, and a hidden board has none: the board's own API status (404) is the feed's.
 */
export async function boardFeed(
  askAsVisitor: InProcessGet,
  request: FastifyRequest,
  boardId: string,
  site: { publicUrl: string; communityName: string },
): Promise<{ status: number; xml?: string }> {
  const [board, list] = await Promise.all([
    askAsVisitor(callUrl(boardsCalls.detail.path, { id: boardId }), request),
    askAsVisitor(callUrl(postsCalls.boardPosts.path, { id: boardId }, { sort: 'new' }), request),
  ]);
  const boardBody = board && (JSON.parse(board.json) as { status: string; data?: BoardDetail });
  const listBody = list && (JSON.parse(list.json) as { status: string; data?: PostSummary[] });
  if (!boardBody?.data || !listBody?.data) return { status: board?.status ?? 503 };
  const base = site.publicUrl;
  const boardUrl = `${base}/board/detail/${boardBody.data.id}`;
  // Pinned posts lead the list; a feed is newest first.
  const posts = [...listBody.data]
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, limits.boardFeed.entries);
  const updated = posts[0] ? isoOf(posts[0].createdAt) : new Date(0).toISOString();
  const entries = posts.map((post) => {
    const postUrl = `${base}/post-details/${post.id}`;
    return `<entry><title>${xmlEscaped(post.title)}</title><link rel="alternate" type="text/html" href="${xmlEscaped(postUrl)}"/><id>${xmlEscaped(postUrl)}</id><published>${isoOf(post.createdAt)}</published><updated>${isoOf(post.createdAt)}</updated><author><name>${xmlEscaped(post.author.username)}</name></author><summary>${xmlEscaped(post.excerpt)}</summary></entry>`;
  });
  const xml = `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>${xmlEscaped(`${boardBody.data.name} - ${site.communityName}`)}</title><subtitle>${xmlEscaped(boardBody.data.description)}</subtitle><link rel="self" type="application/atom+xml" href="${xmlEscaped(`${base}${boardFeedPath(boardBody.data.id)}`)}"/><link rel="alternate" type="text/html" href="${xmlEscaped(boardUrl)}"/><id>${xmlEscaped(boardUrl)}</id><updated>${updated}</updated>${entries.join('')}</feed>\n`;
  return { status: 200, xml };
}

/** Where a board's feed is (its page names it in a `<link rel="alternate">`). */
export function boardFeedPath(boardId: string) {
  return `/board/${encodeURIComponent(boardId)}/feed.atom`;
}
