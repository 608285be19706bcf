import { localized } from '@fanzone/contract';
import fastifyStatic from '@fastify/static';
import type { Locale, PublicConfig, RouteEntry, ServerRenderResult } from '@fanzone/contract';
import {
  cookieConsentNames,
  dayKey,
  directionOf,
  isInBrandApp,
  likelyLayout,
  matchRoute,
  publicConfigElementId,
  regionBySiteCode,
  regions,
  serverRenderStateElementId,
} from '@fanzone/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { readsOfOneAnswer } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import type { InProcessGet } from '../../platform/http/injectFetch.ts';
import type { FirstViewAnswers } from './firstView.ts';
import { answerFirstView, firstViewAnswersElement } from './firstView.ts';
import { loadServerRenderer } from './serverRender.ts';
import { escapeHtml } from '@fanzone/contract';
import { headElements, pageHeadOf } from './pageHead.ts';
import { publicConfigFor, visitorCountry } from '../site/index.ts';
import type { SettingsStore } from '../site/index.ts';
import type { RenderedPage, VisitorPages } from './visitorPages.ts';
import { localeCookieName } from '../../platform/http/requestGuards.ts';
import { pageCompression } from '../../platform/http/compression.ts';

const configPlaceholder = '<!--fanzone-config-->';
const emptyRoot = '<div id="root"></div>';

/**
 * The template with each marker replaced by its parts, as UTF-8 bytes. The page's big parts (its
 * drawn markup, ~75,000 characters on a board page; its data) are never copied into one more string
 * of the whole page: a string that size, two bytes a character once any is Chinese or Russian, is
 * made in V8's large-object space, and each copy of it (a `replace`, then its bytes) cost time and
 * left the collector more to sweep. A marker the template lacks is left out, as `replace` would.
 */
function documentBytes(template: string, fills: readonly (readonly [string, readonly string[]])[]): Buffer {
  const placed = fills
    .map(([marker, parts]) => ({ at: template.indexOf(marker), marker, parts }))
    .filter(({ at }) => at !== -1)
    .sort((one, other) => one.at - other.at);
  const chunks: Buffer[] = [];
  let from = 0;
  for (const { at, marker, parts } of placed) {
    chunks.push(Buffer.from(template.slice(from, at)));
    for (const part of parts) chunks.push(Buffer.from(part));
    from = at + marker.length;
  }
  chunks.push(Buffer.from(template.slice(from)));
  return Buffer.concat(chunks);
}
const oneYearSeconds = 31_536_000;

/**
 * Serves the built web app: hashed assets with long caching, and for every route of spec §2 the HTML
 * shell with this deployment's public config embedded (anything else redirects to `/`). Also the
 * language switch (`/{site code}/`) and uploaded files.
 */
export async function registerPagesRoutes(
  app: FastifyInstance,
  deps: Deps,
  settings: SettingsStore,
  askInProcess: InProcessGet,
  visitorPages: VisitorPages,
) {
  if (deps.storage.kind === 'disk') {
    const uploadsRoot = path.join(deps.config.dataDir, 'uploads');
    fs.mkdirSync(uploadsRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders: (reply, filePath) => {
        // Uploaded files never run as pages, whatever their type, and are taken for the type we say.
        reply.header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        );
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Cache-Control', 'public, max-age=86400');
        // Attachments (files/<random>/<name>) are saved, not opened in our origin; the browser names
        // the download after the last part of the address.
        if (path.relative(uploadsRoot, filePath).split(path.sep)[0] === 'files')
          reply.header('Content-Disposition', 'attachment');
      },
    });
  }

  const distDir = deps.config.webDistDir;
  const templates = distDir ? readTemplates(distDir) : undefined;
  if (distDir && templates) {
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: oneYearSeconds * 1000,
      // The build's .br and .gz copies (web/build/precompress.ts), chosen by Accept-Encoding.
      preCompressed: true,
    });
    // Medal icons of the default catalogue (migrations/0007), shipped with the web build.
    if (fs.existsSync(path.join(distDir, 'medals'))) {
      await app.register(fastifyStatic, {
        root: path.join(distDir, 'medals'),
        prefix: '/medals/',
        decorateReply: false,
        index: false,
        maxAge: 86_400_000,
        preCompressed: true,
      });
    }
    for (const file of fs.readdirSync(distDir)) {
      if (/\.(ico|png|svg|webmanifest|txt)$/.test(file)) {
        app.get(`/${file}`, (_request, reply) =>
          reply
            .header('Cache-Control', 'public, max-age=86400')
            .type(contentTypeOf(file))
            .send(fs.readFileSync(path.join(distDir, file))),
        );
      }
    }
  }

  const renderer = distDir && templates ? await loadServerRenderer(distDir) : undefined;
  /** Pages being drawn right now on this node (`SERVER_RENDER_MAX_IN_FLIGHT`). */
  let rendersInFlight = 0;

  /** The region's day now, by the server's clock: the check-in calendar's month is asked by it. */
  const { timeZone } = regions[deps.config.region];
  const regionDay = () => ({ day: dayKey(deps.clock.now(), timeZone), timeZone });

  /** The layout the page is drawn in, from the device's client hint or user agent. */
  function layoutOf(request: FastifyRequest) {
    const mobileHint = request.headers['sec-ch-ua-mobile'];
    return likelyLayout(
      request.headers['user-agent'] ?? '',
      typeof mobileHint === 'string' ? mobileHint : undefined,
    );
  }

  /** What decides a page's markup besides its address, language and country: one kept copy each. */
  function drawnFor(request: FastifyRequest, markers: readonly string[]) {
    return {
      layout: layoutOf(request),
      inApp: isInBrandApp(request.headers['user-agent'] ?? '', markers),
      cookieNoticeAnswered: request.cookies[cookieConsentNames.accept] !== undefined,
    };
  }

  /**
   * The page drawn by the web app's own components (`ServerRenderer`), its calls answered from the
   * first view's answers or in-process for this reader. A render that fails is logged and the shell
   * is sent instead: the browser then draws the page itself, as before server rendering.
   */
  async function drawPage(
    request: FastifyRequest,
    page: { pathname: string },
    config: PublicConfig,
    answers: FirstViewAnswers,
    entityTitle: string | undefined,
  ): Promise<(ServerRenderResult & { unasked: FirstViewAnswers; serverTiming: string }) | undefined> {
    if (!renderer) return undefined;
    // Members' pages are drawn while there is room; a visitor's page is kept and shared, so always.
    if (request.viewer && rendersInFlight >= deps.config.serverRenderMaxInFlight) return undefined;
    const asked = new Set<string>();
    /**
     * Calls the render asked that the first view had not answered: each is an in-process call in the
     * middle of the render, which holds its place among the renders in flight meanwhile. Told in
     * `Server-Timing`, where the journeys check the pages they open have none.
     */
    const late = new Set<string>();
    rendersInFlight += 1;
    const started = performance.now();
    try {
      const drawn = await renderer({
        url: page.pathname + searchOf(request),
        config,
        userAgent: request.headers['user-agent'] ?? '',
        cookies: request.headers.cookie ?? '',
        layout: layoutOf(request),
        entityTitle,
        ask: (url) => {
          asked.add(url);
          if (answers[url]) return Promise.resolve(answers[url]);
          late.add(url);
          return askInProcess(url, request);
        },
      });
      // What the page asks for only later (comments near the viewport) still travels with it.
      const unasked = Object.fromEntries(Object.entries(answers).filter(([url]) => !asked.has(url)));
      const renderMs = (performance.now() - started).toFixed(1);
      return {
        ...drawn,
        unasked,
        serverTiming:
          `render;dur=${renderMs};desc="${drawn.passes} ${drawn.passes === 1 ? 'pass' : 'passes'}", ` +
          `asked-while-drawing;desc="${late.size} ${late.size === 1 ? 'call' : 'calls'}"`,
      };
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed: the shell is sent');
      return undefined;
    } finally {
      rendersInFlight -= 1;
    }
  }

  /**
   * The app's HTML for one request: the deployment's config, the page drawn with its data (or the
   * answers to its first calls, for the browser to draw it without a round trip) and what the page
   * says of itself to crawlers and previews, with the status of what it shows (a post the reader may
   * not see is a 404).
   */
  function renderPage(
    request: FastifyRequest,
    template: string,
    page?: { route: RouteEntry; pathname: string },
  ): Promise<RenderedPage> {
    // The page's calls share what more than one of them reads (platform/cache.ts).
    return readsOfOneAnswer(() => renderPageNow(request, template, page));
  }

  async function renderPageNow(
    request: FastifyRequest,
    template: string,
    page?: { route: RouteEntry; pathname: string },
  ): Promise<RenderedPage> {
    const [config, values, answers] = await Promise.all([
      publicConfigFor(deps, settings, request.locale),
      settings.get(),
      page
        ? answerFirstView(askInProcess, request, page.route, {
            pathname: page.pathname,
            search: new URLSearchParams(searchOf(request)),
            layout: layoutOf(request),
            today: regionDay(),
          })
        : undefined,
    ]);
    const json = JSON.stringify(config).replace(/</g, '\\u003c');
    let head = '';
    let status = 200;
    let title: string | undefined;
    let drawn: Awaited<ReturnType<typeof drawPage>>;
    if (page && answers) {
      const { publicUrl } = deps.config;
      const site = {
        publicUrl,
        regionalSites: { ...deps.config.regionalSites, [deps.config.region]: publicUrl },
        communityName: config.communityName,
        communityDescription: localized(values.communityDescription, request.locale),
        locale: request.locale as Locale,
      };
      const pageHead = pageHeadOf(page.route, page.pathname, answers, site);
      const elements = headElements(pageHead, site);
      status = pageHead.status;
      title = elements.title;
      drawn = await drawPage(request, page, config, answers, pageHead.title);
      // The app's own title (the route's when no entity, India's country): the tab keeps it.
      if (drawn && pageHead.status === 200) title = drawn.title;
      head =
        elements.elements +
        (drawn
          ? drawn.head +
            `<script type="application/json" id="${serverRenderStateElementId}">${drawn.state}</script>` +
            (Object.keys(drawn.unasked).length > 0 ? firstViewAnswersElement(drawn.unasked) : '')
          : firstViewAnswersElement(answers));
    }
    // Replacer functions: a `$` in a setting must not be read as a replacement pattern.
    let shell = template.replace(
      /<html[^>]*>/,
      () => `<html lang="${request.locale}" dir="${directionOf(request.locale as Locale)}">`,
    );
    if (title) shell = shell.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    const html = documentBytes(shell, [
      [
        configPlaceholder,
        [`<script type="application/json" id="${publicConfigElementId}">${json}</script>`, head],
      ],
      ...(drawn ? [[emptyRoot, ['<div id="root">', drawn.html, '</div>']] as const] : []),
    ]);
    return { status, html, serverTiming: drawn?.serverTiming };
  }

  /**
   * A page holds the reader's own data, so only a member may keep theirs, and never stale: a deploy
   * changes the scripts it names. Visitors' pages are the same for every visitor of one language
   * and country: kept a few seconds, compressed once (`visitorPages`).
   */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    template: string,
    page?: { route: RouteEntry; pathname: string },
  ) {
    reply.type('text/html; charset=utf-8');
    if (request.viewer || !page) {
      const rendered = await renderPage(request, template, page);
      if (rendered.serverTiming) reply.header('Server-Timing', rendered.serverTiming);
      return reply
        .status(rendered.status)
        .header('Cache-Control', request.viewer ? 'private, no-cache' : 'no-cache')
        .header('Vary', 'Cookie, User-Agent')
        .send(rendered.html);
    }
    const { appUserAgentMarkers } = await settings.get();
    const kept = await visitorPages.get(
      {
        pathname: page.pathname,
        search: searchOf(request),
        locale: request.locale as Locale,
        countryCode: visitorCountry(deps, request),
        drawn: drawnFor(request, appUserAgentMarkers),
      },
      () => renderPage(request, template, page),
    );
    const { encoding, body } = await visitorPages.encodedFor(kept, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    // The drawing of the kept copy, which this visitor may share with others.
    if (kept.serverTiming) reply.header('Server-Timing', kept.serverTiming);
    return reply
      .status(kept.status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie, Accept-Encoding, User-Agent')
      .send(body);
  }

  app.get('/*', { compress: pageCompression }, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (
      pathname.startsWith('/api/') ||
      pathname.startsWith('/oidc/') ||
      pathname.startsWith('/assets/') ||
      pathname.startsWith('/uploads/') ||
      pathname.startsWith('/medals/')
    ) {
      return reply.callNotFound();
    }
    const site = /^\/([a-z]+)\/?$/i.exec(pathname)?.[1];
    const region = site ? regionBySiteCode(site) : undefined;
    if (region && !matchRoute(pathname)) {
      reply.setCookie(localeCookieName, region.defaultLocale, {
        path: '/',
        sameSite: 'lax',
        maxAge: oneYearSeconds,
      });
      return reply.redirect('/', 302);
    }
    if (!templates) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`.');
    }
    if (pathname.startsWith('/idp/')) return sendPage(request, reply, templates.account);
    const entry = matchRoute(pathname);
    if (!entry) return reply.redirect('/', 302);
    if (entry.redirectTo) return reply.redirect(entry.redirectTo, 302);
    // One address per page: `/product/` is `/product` for its head, its answers and visitors' copies.
    return sendPage(request, reply, templates.index, {
      route: entry,
      pathname: pathname.replace(/\/+$/, '') || '/',
    });
  });
}

/** The query of the address asked, with its `?`, or nothing. */
function searchOf(request: FastifyRequest): string {
  const start = request.url.indexOf('?');
  return start === -1 ? '' : request.url.slice(start);
}

function readTemplates(distDir: string) {
  const index = path.join(distDir, 'index.html');
  const account = path.join(distDir, 'account.html');
  if (!fs.existsSync(index) || !fs.existsSync(account)) return undefined;
  return { index: fs.readFileSync(index, 'utf8'), account: fs.readFileSync(account, 'utf8') };
}

function contentTypeOf(file: string) {
  if (file.endsWith('.svg')) return 'image/svg+xml';
  if (file.endsWith('.png')) return 'image/png';
  if (file.endsWith('.ico')) return 'image/x-icon';
  if (file.endsWith('.webmanifest')) return 'application/manifest+json';
  return 'text/plain; charset=utf-8';
}
