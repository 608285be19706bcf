import type { TcmType, PostSummary, TcmDetail } from '@fanzone/contract';
import { countTcmPosts, findTcm, visibleTcmPostPage } from './collections.queries.ts';
import type { StoredTcmType } from './collections.tables.ts';
import { localized, limits } from '@fanzone/contract';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { listFilterOf, presentSharedCards } from '../posts/index.ts';
import type { PostsContext } from '../posts/index.ts';
import { readableTcm } from './collections.policy.ts';

const pageSize = limits.lists.pageSize;

/**
 * A topic or collection for its page (spec §7 `GET /tcm/detail`), in the reader's language. The
 * server answers a Topic too: the web shows it inside the apps only, which the server cannot tell.
 */
export async function tcmDetail(context: PostsContext, id: bigint): Promise<TcmDetail> {
  const row = readableTcm(await findTcm(context.deps.db, id));
  const { locale } = context;
  return {
    tcmId: row.id.toString(),
    tcmType: wireType[row.type],
    tcmTitle: localized(row.tcmTitle, locale),
    title: localized(row.title, locale),
    description: localized(row.description, locale),
    coverUrl: row.coverUrl || null,
    postCount: await countTcmPosts(context.deps.db, row.id),
  };
}

/** A page of an item's posts as cards, only those the reader may read, in the operators' order. */
export async function tcmPostsPage(
  context: PostsContext,
  id: bigint,
  cursorText: string | undefined,
): Promise<{ posts: PostSummary[]; page: { cursor: string | null; hasMore: boolean } }> {
  const row = readableTcm(await findTcm(context.deps.db, id));
  const cursor = decodeCursor(cursorText, ['number', 'id']);
  const after = cursor ? { position: Number(cursor[0]), postId: BigInt(cursor[1]!) } : undefined;
  const listed = await visibleTcmPostPage(
    context.deps.db,
    row.id,
    listFilterOf(context),
    after,
    pageSize + 1,
  );
  const shown = listed.slice(0, pageSize);
  const hasMore = listed.length > pageSize;
  const last = shown.at(-1);
  return {
    posts: await presentSharedCards(context, shown),
    page: {
      cursor: hasMore && last ? encodeCursor([String(last.position), last.id.toString()]) : null,
      hasMore,
    },
  };
}

/** The wire's names of the stored kinds of item. */
export const wireType: Record<StoredTcmType, TcmType> = { collection: 'Collection', topic: 'Topic' };
