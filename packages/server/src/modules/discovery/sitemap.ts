import { routeTable } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { boardAccess, boardsClosedTo } from '../boards/index.ts';
import type { BoardAudience, BoardCatalogueService } from '../boards/index.ts';
import { highestPostId, publishedPostsInIdRange } from '../posts/index.ts';
import { xmlEscaped } from './xml.ts';

/** Crawlers read as visitors from nowhere in particular: no role, no editor group, no country. */
export const crawlerAudience: BoardAudience = { role: null, isEditor: false, countryCode: null };

type Address = { path: string; lastModified?: Date };

/**
 * The sitemap (sitemaps.org): an index naming one file of the site's own pages, one of its boards
 * and one per range of post ids. Ranges of ids, not pages of rows, keep every file one index range
 * read however many posts there are (a million posts: 20 files of up to 50,000), and a file's
 * address stays the same as posts are added. Only what a visitor may open is listed: published
 * posts outside hidden boards and boards closed to visitors' countries.
 */
export function createSitemap(deps: Deps, catalogue: BoardCatalogueService) {
  const base = deps.config.publicUrl;
  const perFile = BigInt(deps.config.sitemapPostsPerFile);

  const urlSet = (addresses: Address[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${addresses
      .map(
        ({ path, lastModified }) =>
          `<url><loc>${xmlEscaped(base + path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`,
      )
      .join('')}</urlset>\n`;

  return {
    async index() {
      const files = Number(((await highestPostId(deps.db)) + perFile - 1n) / perFile);
      const names = ['pages', 'boards', ...Array.from({ length: files }, (_, index) => `posts-${index + 1}`)];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${names
        .map((name) => `<sitemap><loc>${xmlEscaped(`${base}/sitemaps/${name}.xml`)}</loc></sitemap>`)
        .join('')}</sitemapindex>\n`;
    },

    /** The site's own pages a visitor may open: no parameters, not app-only, no sign-in needed. */
    pages() {
      return urlSet(
        routeTable
          .filter(
            (route) =>
              !('redirectTo' in route) &&
              !('appOnly' in route && route.appOnly) &&
              !('loginRequired' in route && route.loginRequired) &&
              !route.path.includes(':'),
          )
          .map((route) => ({ path: route.path })),
      );
    },

    async boards() {
      const boards = await catalogue.get();
      return urlSet(
        boards.boards
          .filter((board) => {
            const access = boardAccess(boards, crawlerAudience, board.id)!;
            return access.visible && access.openToCountry;
          })
          .map((board) => ({ path: `/board/detail/${board.id}` })),
      );
    },

    /** File `number` (from 1) of posts; undefined past the last one. */
    async posts(number: number) {
      const last = await highestPostId(deps.db);
      const afterId = BigInt(number - 1) * perFile;
      if (number < 1 || afterId >= last) return undefined;
      const closed = boardsClosedTo(await catalogue.get(), crawlerAudience);
      const rows = await publishedPostsInIdRange(deps.db, afterId, afterId + perFile, closed);
      return urlSet(
        rows.map((row) => ({ path: `/post-details/${row.id}`, lastModified: row.lastActivityAt })),
      );
    },
  };
}
