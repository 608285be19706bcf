import type { ContentPage, ContentPageSlug, DiscoverModel, Locale } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAccess } from '../boards/index.ts';
import type { BoardAudience, BoardCatalogue } from '../boards/index.ts';
import { linksBoardFor } from './contentPages.policy.ts';
import { presentContentPage, presentDiscoverModel } from './contentPages.present.ts';
import { allDiscoverModels, findContentPage, findDiscoverModel } from './contentPages.queries.ts';
import type { DiscoverModelRow } from './contentPages.tables.ts';

type ReadDeps = Pick<Deps, 'db'>;

/** Who reads, in which language, and which boards they may see (a model's link to its board). */
export type ContentReader = {
  viewer: Viewer | null;
  locale: Locale;
  audience: BoardAudience;
  catalogue: () => Promise<BoardCatalogue>;
};

/** A content page in the reader's language (else English, else any written one). */
export async function readContentPage(
  deps: ReadDeps,
  reader: Pick<ContentReader, 'viewer' | 'locale'>,
  slug: ContentPageSlug,
): Promise<ContentPage> {
  const row = await findContentPage(deps.db, slug);
  // Every page is made by its migration; a missing row is a database someone changed by hand.
  if (!row) throw new AppError('PAGE_EXPIRED');
  return presentContentPage(row, reader.locale);
}

async function presenterFor(reader: ContentReader) {
  const catalogue = await reader.catalogue();
  return (row: DiscoverModelRow) => {
    const access = row.boardId === null ? undefined : boardAccess(catalogue, reader.audience, row.boardId);
    return presentDiscoverModel(row, reader.locale, linksBoardFor(access) ? access!.board : null);
  };
}

/** The discover page's models, in the operators' order. */
export async function readDiscoverModels(deps: ReadDeps, reader: ContentReader): Promise<DiscoverModel[]> {
  const present = await presenterFor(reader);
  return (await allDiscoverModels(deps.db)).map(present);
}

/** One model; a removed one (an old link) says 'This page has expired.' (spec §2). */
export async function readDiscoverModel(
  deps: ReadDeps,
  reader: ContentReader,
  id: bigint,
): Promise<DiscoverModel> {
  const row = await findDiscoverModel(deps.db, id);
  if (!row) throw new AppError('PAGE_EXPIRED');
  return (await presenterFor(reader))(row);
}
