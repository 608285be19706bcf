import { localized } from '@fanzone/contract';
import type {
  ContentPage,
  ContentPageAdmin,
  DiscoverModel,
  DiscoverModelAdmin,
  Locale,
} from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { ContentPageRow, DiscoverModelRow } from './contentPages.tables.ts';

export function presentContentPage(row: ContentPageRow, locale: Locale): ContentPage {
  return {
    slug: row.slug,
    title: localized(row.title, locale),
    bodyHtml: localized(row.body, locale),
    coverUrl: row.coverUrl,
    updatedAt: unixSeconds(row.updatedAt),
  };
}

export function presentContentPageAdmin(row: ContentPageRow): ContentPageAdmin {
  return {
    slug: row.slug,
    title: row.title,
    body: row.body,
    coverUrl: row.coverUrl,
    updatedAt: unixSeconds(row.updatedAt),
  };
}

/** One line per spec, blank lines dropped. */
const specLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function presentDiscoverModel(
  row: DiscoverModelRow,
  locale: Locale,
  board: { id: bigint; name: Record<string, string> } | null,
): DiscoverModel {
  return {
    id: row.id.toString(),
    name: localized(row.name, locale),
    summary: localized(row.summary, locale),
    specs: specLines(localized(row.specs, locale)),
    imageUrl: row.imageUrl,
    board: board ? { id: board.id.toString(), name: localized(board.name, locale) } : null,
  };
}

export function presentDiscoverModelAdmin(row: DiscoverModelRow): DiscoverModelAdmin {
  return {
    id: row.id.toString(),
    position: row.position,
    name: row.name,
    summary: row.summary,
    specs: row.specs,
    imageUrl: row.imageUrl,
    boardId: row.boardId?.toString() ?? null,
    updatedAt: unixSeconds(row.updatedAt),
  };
}
