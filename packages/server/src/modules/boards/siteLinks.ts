import { localized } from '@fanzone/contract';
import type { EndpointBody, Locale, LinkPlace, SiteLinkAdmin, structureOperatorApi } from '@fanzone/contract';
import type { BannerGroup, NavigationItem, TopSectorItem } from '@fanzone/contract';
import { createReadCache } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { namesEachOnce } from './operateBoards.ts';
import { presentNavigationItem, presentTopSectorItem } from './boards.present.ts';
import { enabledHomeBanners, enabledNavigationItems, enabledTopSectorItems } from './boards.queries.ts';
import type { SiteLinkRow } from './structure.queries.ts';
import {
  allSiteLinks,
  deleteSiteLink,
  insertSiteLink,
  lockSiteLinkIds,
  setSiteLinkPositions,
  updateSiteLink,
} from './structure.queries.ts';

type LinkInput = EndpointBody<typeof structureOperatorApi.createLink>;
type LinkUpdate = EndpointBody<typeof structureOperatorApi.updateLink>;

/** Navigation and top sector are read on every page and change rarely: cached per node for 10 s. */
const siteChromeTtlMs = 10_000;

function presentLink(row: SiteLinkRow): SiteLinkAdmin {
  return { ...row, id: row.id.toString() };
}

/**
 * The operators' links: the desktop header's navigation, the home page's top sector and banners. This
 * service owns their caches — members read through it, operators write through it, and every
 * write drops the cached copy on every node at once.
 */
export async function createSiteLinks(deps: Pick<Deps, 'db' | 'clock' | 'bus'>) {
  const navigation = createReadCache<NavigationItem[]>({
    name: 'navigation',
    ttlMs: siteChromeTtlMs,
    clock: deps.clock,
    bus: deps.bus,
  });
  const topSector = createReadCache<TopSectorItem[]>({
    name: 'top-sector',
    ttlMs: siteChromeTtlMs,
    clock: deps.clock,
    bus: deps.bus,
  });
  const homeBanners = createReadCache<BannerGroup>({
    name: 'home-banners',
    ttlMs: siteChromeTtlMs,
    clock: deps.clock,
    bus: deps.bus,
  });
  await Promise.all([navigation.ready, topSector.ready, homeBanners.ready]);
  const cacheOf = { navigation, topSector, homeBanner: homeBanners } as const;

  /** The top sector draws an icon for every entry, a banner is its picture: without, an empty tile. */
  const assertIcon = (place: LinkPlace, iconUrl: string | undefined) => {
    if (place !== 'navigation' && !iconUrl) throw new AppError('ICON_REQUIRED');
  };
  const changed = (place: LinkPlace) => cacheOf[place].invalidate();

  return {
    /** What members see in the header: enabled entries in the reader's language. */
    navigation: (locale: Locale) =>
      navigation.get(locale, async () =>
        (await enabledNavigationItems(deps.db)).map((row) => presentNavigationItem(row, locale)),
      ),
    /** What members see at the top of the home page. */
    topSector: (locale: Locale) =>
      topSector.get(locale, async () =>
        (await enabledTopSectorItems(deps.db)).map((row) => presentTopSectorItem(row, locale)),
      ),

    /** The home page's banner group: enabled banners, in order, in the reader's language. */
    banners: (locale: Locale) =>
      homeBanners.get(locale, async () => ({
        id: 'home',
        list: (await enabledHomeBanners(deps.db)).map((row) => ({
          imageUrl: row.imageUrl,
          title: localized(row.title, locale),
          redirectType: row.redirectType,
          resource: row.resource,
        })),
      })),

    /** Every link of a place, switched on or off, in order, every language. */
    async list(viewer: Viewer, place: LinkPlace) {
      return (await allSiteLinks(deps.db, place)).map(presentLink);
    },

    async create(viewer: Viewer, place: LinkPlace, input: LinkInput) {
      assertIcon(place, input.iconUrl);
      const row = await insertSiteLink(deps.db, place, {
        title: input.title,
        redirectType: input.redirectType,
        resource: input.resource,
        iconUrl: input.iconUrl ?? '',
        highlighted: input.highlighted ?? false,
        enabled: input.enabled ?? true,
      });
      await changed(place);
      return presentLink(row);
    },

    async update(viewer: Viewer, place: LinkPlace, id: bigint, changes: LinkUpdate) {
      if (changes.iconUrl !== undefined) assertIcon(place, changes.iconUrl);
      const row = await updateSiteLink(deps.db, place, id, changes);
      if (!row) throw new AppError('LINK_NOT_FOUND');
      await changed(place);
      return presentLink(row);
    },

    async remove(viewer: Viewer, place: LinkPlace, id: bigint) {
      if (!(await deleteSiteLink(deps.db, place, id))) throw new AppError('LINK_NOT_FOUND');
      await changed(place);
      return { deleted: true as const };
    },

    /** A new order naming every link of the place once; ORDER_CHANGED if the place changed meanwhile. */
    async order(viewer: Viewer, place: LinkPlace, ids: string[]) {
      const ordered = ids.map(BigInt);
      await deps.db.transaction(async (tx) => {
        const current = await lockSiteLinkIds(tx, place);
        if (!namesEachOnce(current, ordered)) throw new AppError('ORDER_CHANGED');
        await setSiteLinkPositions(tx, place, ordered);
      });
      await changed(place);
      return (await allSiteLinks(deps.db, place)).map(presentLink);
    },

    close: () => Promise.all([navigation.close(), topSector.close(), homeBanners.close()]),
  };
}

export type SiteLinksService = Awaited<ReturnType<typeof createSiteLinks>>;
