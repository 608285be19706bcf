import { localized } from '@fanzone/contract';
import type { BoardSection, Locale, NavigationItem, SubBoard, TopSectorItem } from '@fanzone/contract';
import type { BoardRow, SectionRow } from './boards.queries.ts';
import { linkTarget } from '@fanzone/contract';
import type { navigationItems, topSectorItems } from './boards.tables.ts';

export function presentNavigationItem(
  row: typeof navigationItems.$inferSelect,
  locale: Locale,
): NavigationItem {
  const target = linkTarget(row.redirectType, row.resource, 'desktop');
  return {
    title: localized(row.title, locale),
    redirectType: row.redirectType,
    resource: row.resource,
    path: target.kind === 'internal' ? target.path : target.href,
    active: row.active,
  };
}

export function presentTopSectorItem(row: typeof topSectorItems.$inferSelect, locale: Locale): TopSectorItem {
  return {
    iconUrl: row.iconUrl,
    redirectType: row.redirectType,
    resource: row.resource,
    title: localized(row.title, locale),
  };
}

export function presentSection(row: SectionRow, locale: Locale): BoardSection {
  return { id: row.id.toString(), name: localized(row.name, locale), closed: row.closed };
}

export function presentSubBoard(
  row: BoardRow,
  context: { locale: Locale; sections: SectionRow[]; followed: boolean; open: boolean },
): SubBoard {
  return {
    id: row.id.toString(),
    name: localized(row.name, context.locale),
    description: localized(row.description, context.locale),
    iconUrl: row.iconUrl,
    closed: row.closed,
    euProduct: row.euProduct,
    openToViewerCountry: context.open,
    followerCount: row.followerCount,
    postCount: row.postCount,
    followed: context.followed,
    sections: context.sections.map((section) => presentSection(section, context.locale)),
  };
}
