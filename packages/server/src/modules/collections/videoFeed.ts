import type { VideoPost } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { Parser } from 'htmlparser2';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { listFilterOf, presentSharedCards, readablePostRecord } from '../posts/index.ts';
import type { PostsContext } from '../posts/index.ts';
import { videoPostsBefore } from './collections.queries.ts';

const pageSize = limits.collections.videoFeedPageSize;
/** Above every post id (PostgreSQL's largest bigint): "before" it is from the newest. */
const newerThanAnyPost = 9_223_372_036_854_775_807n;

function positiveInt(value: string | undefined): number | null {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 100_000 ? parsed : null;
}

/**
 * The first video of a post's content, as the sanitiser kept it (`richContent.ts` allows a video's
 * src, poster, width and height, from our uploads or https only), or undefined if it has none.
 */
export function firstVideoOf(html: string): VideoPost['video'] | undefined {
  let video: VideoPost['video'] | undefined;
  const parser = new Parser({
    onopentag(name, attribs) {
      if (video || name !== 'video' || !attribs.src) return;
      video = {
        url: attribs.src,
        poster: attribs.poster || null,
        width: positiveInt(attribs.width),
        height: positiveInt(attribs.height),
      };
    },
  });
  parser.write(html);
  parser.end();
  return video;
}

/**
 * The video feed (`/content/playVideo/{id}`): the given video post first (the posts policy decides
 * whether the reader may read it, as opening it would), then older video posts the reader's lists
 * would show them, newest first. A post without a video starts no feed. Without a start (the page
 * opened with no id) the feed begins at the newest video post.
 */
export async function videoFeedPage(
  context: PostsContext,
  startId: bigint | undefined,
  cursorText: string | undefined,
) {
  const cursor = decodeCursor(cursorText, ['id']);
  let ids: bigint[];
  let hasMore: boolean;
  const filter = listFilterOf(context);
  if (cursor || startId === undefined) {
    const before = cursor ? BigInt(cursor[0]!) : newerThanAnyPost;
    const rows = await videoPostsBefore(context.deps.db, filter, before, pageSize + 1);
    hasMore = rows.length > pageSize;
    ids = rows.slice(0, pageSize).map((row) => row.id);
  } else {
    const start = await readablePostRecord(context, startId);
    if (!firstVideoOf(start.post.contentHtml)) throw new AppError('POST_NOT_FOUND');
    const rows = await videoPostsBefore(context.deps.db, filter, startId, pageSize);
    hasMore = rows.length > pageSize - 1;
    ids = [startId, ...rows.slice(0, pageSize - 1).map((row) => row.id)];
  }
  const [cards, records] = await Promise.all([
    presentSharedCards(
      context,
      ids.map((id) => ({ id })),
    ),
    context.readModel.records.getMany(ids),
  ]);
  const items: VideoPost[] = cards.flatMap((card) => {
    const video = firstVideoOf(records.get(BigInt(card.id))?.post.contentHtml ?? '');
    return video ? [{ ...card, threadIdString: card.id, video }] : [];
  });
  const lastId = ids.at(-1);
  return {
    items,
    page: { cursor: hasMore && lastId ? encodeCursor([lastId.toString()]) : null, hasMore },
  };
}
