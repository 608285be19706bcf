import type {
  ContentPageAdmin,
  ContentPageSlug,
  DiscoverModelAdmin,
  EndpointBody,
  contentPageOperatorApi,
} from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { findBoard, namesEachOnce } from '../boards/index.ts';
import { cleanRichContent } from '../posts/index.ts';
import { presentContentPageAdmin, presentDiscoverModelAdmin } from './contentPages.present.ts';
import {
  allContentPages,
  allDiscoverModels,
  countDiscoverModels,
  deleteDiscoverModel,
  insertDiscoverModel,
  lockDiscoverModelIds,
  setDiscoverModelPositions,
  updateContentPage,
  updateDiscoverModel,
} from './contentPages.queries.ts';
import type { LocalizedText } from './contentPages.tables.ts';

type OperateDeps = Pick<Deps, 'db' | 'clock' | 'storage'>;
type PageInput = EndpointBody<typeof contentPageOperatorApi.updatePage>;
type ModelInput = EndpointBody<typeof contentPageOperatorApi.createModel>;

/** Only the languages written: an empty field is a language left out, so readers fall back. */
function writtenText(text: Partial<Record<string, string>>): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  );
}

/**
 * Each language's body through the rich-content allow-list (the one posts use), kept as cleaned. A
 * body that cleans to nothing (an empty editor's `<p></p>`, or only what the allow-list drops) is a
 * language not written.
 */
function cleanBodies(deps: OperateDeps, body: Partial<Record<string, string>>): LocalizedText {
  const cleaned: LocalizedText = {};
  for (const [locale, html] of Object.entries(writtenText(body))) {
    const content = cleanRichContent(html, deps.storage.urlOf(''));
    if (content.text || content.imageCount + content.videoCount + content.youtubeCount > 0)
      cleaned[locale] = content.html;
  }
  return cleaned;
}

export async function contentPagesForOperator(deps: OperateDeps): Promise<ContentPageAdmin[]> {
  return (await allContentPages(deps.db)).map(presentContentPageAdmin);
}

/** An operator rewrites a page: title, body and cover in every language at once (the console's form). */
export async function rewriteContentPage(
  deps: OperateDeps,
  viewer: Viewer,
  slug: ContentPageSlug,
  input: PageInput,
): Promise<ContentPageAdmin> {
  const row = await updateContentPage(deps.db, slug, {
    title: writtenText(input.title),
    body: cleanBodies(deps, input.body),
    coverUrl: input.coverUrl,
    updatedAt: deps.clock.now(),
    updatedBy: viewer.id,
  });
  if (!row) throw new AppError('PAGE_EXPIRED');
  return presentContentPageAdmin(row);
}

export async function discoverModelsForOperator(deps: OperateDeps): Promise<DiscoverModelAdmin[]> {
  return (await allDiscoverModels(deps.db)).map(presentDiscoverModelAdmin);
}

/** A model's columns from the console's form; the board it links to must exist. */
async function modelFields(deps: OperateDeps, input: ModelInput) {
  const boardId = input.boardId === null ? null : BigInt(input.boardId);
  if (boardId !== null && !(await findBoard(deps.db, boardId))) throw new AppError('BOARD_NOT_FOUND');
  return {
    name: writtenText(input.name),
    summary: writtenText(input.summary),
    specs: writtenText(input.specs),
    imageUrl: input.imageUrl,
    boardId,
    updatedAt: deps.clock.now(),
  };
}

export async function addDiscoverModel(deps: OperateDeps, input: ModelInput): Promise<DiscoverModelAdmin> {
  if ((await countDiscoverModels(deps.db)) >= limits.contentPages.modelsMax)
    throw new AppError('VALIDATION_FAILED', {
      fields: { models: `at most ${limits.contentPages.modelsMax}` },
    });
  return presentDiscoverModelAdmin(await insertDiscoverModel(deps.db, await modelFields(deps, input)));
}

export async function changeDiscoverModel(
  deps: OperateDeps,
  id: bigint,
  input: ModelInput,
): Promise<DiscoverModelAdmin> {
  const row = await updateDiscoverModel(deps.db, id, await modelFields(deps, input));
  if (!row) throw new AppError('PAGE_EXPIRED');
  return presentDiscoverModelAdmin(row);
}

/** Takes a model off the discover page; links to it then say the page has expired. */
export async function removeDiscoverModel(deps: OperateDeps, id: bigint) {
  if (!(await deleteDiscoverModel(deps.db, id))) throw new AppError('PAGE_EXPIRED');
  return { deleted: true as const };
}

/** A new order naming every model once; ORDER_CHANGED if a model came or went meanwhile. */
export async function orderDiscoverModels(deps: OperateDeps, ids: string[]): Promise<DiscoverModelAdmin[]> {
  const ordered = ids.map(BigInt);
  await deps.db.transaction(async (tx) => {
    if (!namesEachOnce(await lockDiscoverModelIds(tx), ordered)) throw new AppError('ORDER_CHANGED');
    await setDiscoverModelPositions(tx, ordered);
  });
  return (await allDiscoverModels(deps.db)).map(presentDiscoverModelAdmin);
}
