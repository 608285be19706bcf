import type { EndpointBody, TcmAdmin, collectionOperatorApi, TcmType } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import {
  insertTcm,
  replaceTcmPosts,
  postIdsOfTcm,
  updateTcm,
  existingPostIds,
  allTcm,
} from './collections.queries.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { StoredTcmType, TcmRow } from './collections.tables.ts';
import { isStoredUrl } from '../../platform/storage/storage.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { wireType } from './tcmReads.ts';

type CurateDeps = Pick<Deps, 'db' | 'clock' | 'storage'>;

type TcmInput = EndpointBody<typeof collectionOperatorApi.create>;

type TcmChanges = EndpointBody<typeof collectionOperatorApi.update>;

/** The stored kinds of item, by the wire's names. */
const storedType: Record<TcmType, StoredTcmType> = { Collection: 'collection', Topic: 'topic' };

/** Every item for the console, withdrawn ones too, with its posts in order. */
export async function tcmForConsole(deps: CurateDeps): Promise<TcmAdmin[]> {
  const rows = await allTcm(deps.db);
  const postIds = await postIdsOfTcm(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentAdmin(row, postIds.get(row.id) ?? []));
}

export async function createTcm(deps: CurateDeps, input: TcmInput): Promise<TcmAdmin> {
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
export async function changeTcm(deps: CurateDeps, id: bigint, changes: TcmChanges): Promise<TcmAdmin> {
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
