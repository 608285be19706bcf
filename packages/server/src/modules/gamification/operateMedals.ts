import type { catalogueOperatorApi, EndpointBody, MedalAdmin } from '@fanzone/contract';
import { isUniqueViolation } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { isStoredUrl } from '../../platform/storage/storage.ts';
import type { MedalRow } from './gamification.queries.ts';
import { allMedals, insertMedal, updateMedalRow } from './medals.queries.ts';

type MedalInput = EndpointBody<typeof catalogueOperatorApi.createMedal>;
type MedalChanges = EndpointBody<typeof catalogueOperatorApi.updateMedal>;

/**
 * A path of this site (`/medals/x.svg`). Not `//host/…` nor `/\host/…`, which browsers read as
 * another host, and nothing but the characters of a plain path.
 */
const sitePath = /^\/(?![/\\])[\w\-./~%]*$/;

/**
 * Where a medal's icon may come from: this site, or an address this server's uploads produced
 * (`POST /upload/img`: `/uploads/…` on disk, the storage's public address on S3). Never a script
 * (`javascript:`), inline data or another host: every member's browser loads it.
 */
export function isMedalIconUrl(storage: Pick<Storage, 'urlOf'>, url: string) {
  return sitePath.test(url) || (isStoredUrl(storage, url) && !/[\s\\"'<>]/.test(url));
}

function presentMedal(row: MedalRow): MedalAdmin {
  return {
    id: row.id.toString(),
    code: row.code,
    name: row.name,
    description: row.description,
    iconUrl: row.iconUrl,
    position: row.position,
    holderCount: row.holderCount,
  };
}

function assertIconUrl(storage: Pick<Storage, 'urlOf'>, iconUrl: string | undefined) {
  if (iconUrl !== undefined && !isMedalIconUrl(storage, iconUrl))
    throw new AppError('VALIDATION_FAILED', {
      fields: { 'body.iconUrl': 'must be a path of this site or an image uploaded here' },
    });
}

/** The medals catalogue for operators, by position, with how many members hold each. */
export async function listMedals(deps: Pick<Deps, 'db'>): Promise<MedalAdmin[]> {
  return (await allMedals(deps.db)).map(presentMedal);
}

/**
 * An operator adds a medal: it shows in the catalogue (`GET /medals`) at once, and is won by a
 * mission that names it or granted by hand. Two creates racing for one code: the unique index lets
 * one through.
 */
export async function createMedal(
  deps: Pick<Deps, 'db' | 'storage'>,
  input: MedalInput,
): Promise<MedalAdmin> {
  assertIconUrl(deps.storage, input.iconUrl);
  try {
    return presentMedal(await insertMedal(deps.db, input));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CATALOGUE_CODE_TAKEN', { fields: { 'body.code': 'taken' }, cause: error });
    throw error;
  }
}

/** An operator changes a medal's name, description, icon or order; holders keep it. */
export async function updateMedal(
  deps: Pick<Deps, 'db' | 'storage'>,
  medalId: bigint,
  changes: MedalChanges,
): Promise<MedalAdmin> {
  assertIconUrl(deps.storage, changes.iconUrl);
  const row = await updateMedalRow(deps.db, medalId, changes);
  if (!row) throw new AppError('MEDAL_NOT_FOUND');
  return presentMedal(row);
}
