import { apiBase, idString, routeTable } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { InProcessGet } from '../../platform/http/injectFetch.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import type { SettingsStore } from '../site/index.ts';
import { boardFeed } from './boardFeed.ts';
import { createSitemap } from './sitemap.ts';

/** Crawlers may keep these for an hour: new posts reach the sitemap and feeds within it. */
const crawlerCacheControl = 'public, max-age=3600';

/**
 * A route's path as a robots.txt rule (RFC 9309: a star matches any characters, rules match as
 * prefixes): each parameter becomes a star, so the app-only `/post-details/:id/h5` does not close
 * every post; a trailing one is left out, since a prefix covers it.
 */
const robotsRuleOf = (path: string) => path.replace(/:[^/]+/g, '*').replace(/\*$/, '');

/**
 * How the forum is found from outside: `robots.txt` (what crawlers leave alone: the API, the account
 * pages, and every page that needs sign-in or lives in the apps, from the route table), the sitemap,
 * and each board's Atom feed.
 */
export function registerDiscoveryRoutes(
  app: FastifyInstance,
  deps: Deps,
  catalogue: BoardCatalogueService,
  settings: SettingsStore,
  askAsVisitor: InProcessGet,
) {
  const sitemap = createSitemap(deps, catalogue);
  const base = deps.config.publicUrl;
  const closedToCrawlers = [
    `${apiBase}/`,
    '/oidc/',
    '/idp/',
    ...new Set(
      routeTable
        .filter(
          (route) =>
            ('loginRequired' in route && route.loginRequired) || ('appOnly' in route && route.appOnly),
        )
        .map((route) => robotsRuleOf(route.path))
        // `/:policyType/:policyVersion` is any two segments: a rule for it would close every page.
        .filter((rule) => !rule.startsWith('/*')),
    ),
  ];
  const robots = `User-agent: *\n${closedToCrawlers.map((prefix) => `Disallow: ${prefix}`).join('\n')}\n\nSitemap: ${base}/sitemap.xml\n`;

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', crawlerCacheControl).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', crawlerCacheControl)
      .type('application/xml')
      .send(await sitemap.index()),
  );
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      const numbered = /^posts-(\d{1,7})\.xml$/.exec(file);
      const xml =
        file === 'pages.xml'
          ? sitemap.pages()
          : file === 'boards.xml'
            ? await sitemap.boards()
            : numbered
              ? await sitemap.posts(Number(numbered[1]))
              : undefined;
      if (!xml) return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap file');
      return reply.header('Cache-Control', crawlerCacheControl).type('application/xml').send(xml);
    },
  );
  app.get<{ Params: { id: string } }>(
    '/board/:id/feed.atom',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!idString.safeParse(request.params.id).success)
        return reply.status(404).type('text/plain; charset=utf-8').send('No such board');
      const { communityName } = await settings.get();
      const feed = await boardFeed(askAsVisitor, request, request.params.id, {
        publicUrl: base,
        communityName,
      });
      if (!feed.xml) return reply.status(feed.status).type('text/plain; charset=utf-8').send('No such board');
      return reply
        .header('Cache-Control', crawlerCacheControl)
        .type('application/atom+xml; charset=utf-8')
        .send(feed.xml);
    },
  );
}
