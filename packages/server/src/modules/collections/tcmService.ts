import { localized } from '@fanzone/contract';
import type {
  EndpointBody,
  PostSummary,
  TcmAdmin,
  TcmDetail,
  TcmType,
  collectionOperatorApi,
} from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { isStoredUrl } from '../../platform/storage/storage.ts';
import { listFilterOf, presentSharedCards } from '../posts/index.ts';
import type { PostsContext } from '../posts/index.ts';
import { readableTcm } from './collections.policy.ts';
import type { StoredTcmType, TcmRow } from './collections.tables.ts';
import {
  allTcm,
  countTcmPosts,
  existingPostIds,
  findTcm,
  insertTcm,
  postIdsOfTcm,
  replaceTcmPosts,
  updateTcm,
  visibleTcmPostPage,
} from './collections.queries.ts';

type TcmInput = EndpointBody<typeof collectionOperatorApi.create>;
type TcmChanges = EndpointBody<typeof collectionOperatorApi.update>;
type CurateDeps = Pick<Deps, 'db' | 'clock' | 'storage'>;

const wireType: Record<StoredTcmType, TcmType> = { collection: 'Collection', topic: 'Topic' };
const storedType: Record<TcmType, StoredTcmType> = { Collection: 'collection', Topic: 'topic' };
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

function presentAdmin(row: TcmRow, postIds: bigint[]): TcmAdmin {
  return {
    id: row.id.toString(),
    tcmType: wireType[row.type],
    tcmTitle: row.tcmTitle,
    title: row.title,
    description: row.description,
    coverUrl: row.coverUrl,
    status: row.status,
    postIds: postIds.map(String),
    updatedAt: unixSeconds(row.updatedAt),
  };
}

/** Every item for the console, withdrawn ones too, with its posts in order. */
export async function tcmForConsole(deps: CurateDeps): Promise<TcmAdmin[]> {
  const rows = await allTcm(deps.db);
  const postIds = await postIdsOfTcm(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentAdmin(row, postIds.get(row.id) ?? []));
}

/**
 * What an operator sends must hold: a cover uploaded here (the upload checked it is a picture), and
 * posts that exist, each once. The posts' own state is not asked: readers' lists leave out what
 * they may not read, so a post hidden now shows again when a moderator restores it.
 */
async function checkedPostIds(deps: CurateDeps, coverUrl: string | undefined, postIds: string[] | undefined) {
  if (coverUrl && !isStoredUrl(deps.storage, coverUrl))
    throw new AppError('VALIDATION_FAILED', { fields: { coverUrl: 'must be uploaded here first' } });
  if (!postIds) return undefined;
  const ids = postIds.map(BigInt);
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION_FAILED', { fields: { postIds: 'each post once' } });
  const existing = await existingPostIds(deps.db, ids);
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length)
    throw new AppError('VALIDATION_FAILED', { fields: { postIds: `no such post: ${missing.join(', ')}` } });
  return ids;
}

export async function createTcm(deps: CurateDeps, viewer: Viewer, input: TcmInput): Promise<TcmAdmin> {
  const postIds = (await checkedPostIds(deps, input.coverUrl, input.postIds)) ?? [];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertTcm(tx, {
      type: storedType[input.tcmType],
      tcmTitle: input.tcmTitle,
      title: input.title,
      description: input.description ?? {},
      coverUrl: input.coverUrl ?? '',
      status: input.status ?? 'published',
      createdAt: now,
      updatedAt: now,
    });
    await replaceTcmPosts(tx, row.id, postIds);
    return presentAdmin(row, postIds);
  });
}

/** Changes an item; `postIds`, when sent, is its whole new list in order. */
export async function changeTcm(
  deps: CurateDeps,
  viewer: Viewer,
  id: bigint,
  changes: TcmChanges,
): Promise<TcmAdmin> {
  const postIds = await checkedPostIds(deps, changes.coverUrl, changes.postIds);
  return deps.db.transaction(async (tx) => {
    const row = await updateTcm(tx, id, {
      ...(changes.tcmType ? { type: storedType[changes.tcmType] } : {}),
      ...(changes.tcmTitle ? { tcmTitle: changes.tcmTitle } : {}),
      ...(changes.title ? { title: changes.title } : {}),
      ...(changes.description !== undefined ? { description: changes.description ?? {} } : {}),
      ...(changes.coverUrl !== undefined ? { coverUrl: changes.coverUrl } : {}),
      ...(changes.status ? { status: changes.status } : {}),
      updatedAt: deps.clock.now(),
    });
    if (!row) throw new AppError('TCM_NOT_FOUND');
    if (postIds) await replaceTcmPosts(tx, row.id, postIds);
    const kept = postIds ?? (await postIdsOfTcm(tx, [row.id])).get(row.id) ?? [];
    return presentAdmin(row, kept);
  });
}
