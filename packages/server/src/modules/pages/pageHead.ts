import { escapeHtml } from '@fanzone/contract';
import type {
  BoardDetail,
  Locale,
  PostDetail,
  PublicProfile,
  RegionCode,
  RouteEntry,
} from '@fanzone/contract';
import {
  boardsCalls,
  callUrl,
  hreflangsOf,
  limits,
  postsCalls,
  regions,
  routeParams,
  socialCalls,
} from '@fanzone/contract';
import { boardFeedPath } from '../discovery/index.ts';
import type { FirstViewAnswers } from './firstView.ts';

/**
 * What a page says of itself to search engines and link previews (WhatsApp, Telegram, X: the spec's
 * share targets), read from the same answers the page carries for its first view, so a crawler sees
 * exactly what the reader may see: a post or board the reader may not open is missing (its API
 * status, 404), and its title never reaches the page.
 */
export type PageHead = {
  /** The page's HTTP status: the status of the API answer for what the page shows. */
  status: number;
  /** The entity's own title (post, board, member); other pages keep the app's title. */
  title: string | undefined;
  description: string;
  image: { url: string; width?: number; height?: number } | undefined;
  kind: 'website' | 'article' | 'profile';
  /** The one address of this page: the public URL and path, without the query. */
  canonicalUrl: string;
  /** Personal, app-only and missing pages are kept out of search results. */
  indexable: boolean;
  publishedAt?: number;
  /** A board's Atom feed, named in the page for feed readers. */
  feedPath?: string;
  /** The same page on every regional build, by hreflang (pages every build has: no ids in them). */
  alternates: { hreflang: string; href: string }[];
};

export type SiteFacts = {
  publicUrl: string;
  /** Every regional build's address, this one's included. */
  regionalSites: Partial<Record<RegionCode, string>>;
  communityName: string;
  communityDescription: string;
  locale: Locale;
};

type Envelope<T> = { status: 'success'; data: T } | { status: 'error'; code: string };

function success<T>(answers: FirstViewAnswers, url: string): { status: number; data?: T } {
  const answer = answers[url];
  if (!answer) return { status: 200 };
  const body = JSON.parse(answer.json) as Envelope<T>;
  return body.status === 'success' ? { status: answer.status, data: body.data } : { status: answer.status };
}

/** Our own addresses (`/uploads/…`) made absolute: previews fetch images from elsewhere. */
function absolute(publicUrl: string, url: string) {
  return new URL(url, `${publicUrl}/`).href;
}

function shortened(text: string) {
  const { descriptionMaxLength } = limits.pageHead;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= descriptionMaxLength ? flat : `${flat.slice(0, descriptionMaxLength - 1).trimEnd()}…`;
}

export function pageHeadOf(
  route: RouteEntry,
  pathname: string,
  answers: FirstViewAnswers,
  site: SiteFacts,
): PageHead {
  const params = routeParams(route, pathname);
  const indexable = !route.appOnly && !route.loginRequired;
  const base: PageHead = {
    status: 200,
    title: undefined,
    description: site.communityDescription,
    image: undefined,
    kind: 'website',
    canonicalUrl: `${site.publicUrl}${pathname}`,
    indexable,
    // Posts, boards and members are each build's own; pages without ids exist on every build.
    alternates:
      indexable && !route.path.includes(':')
        ? Object.entries(site.regionalSites).flatMap(([code, url]) =>
            hreflangsOf(regions[code as RegionCode]).map((hreflang) => ({
              hreflang,
              href: `${url}${pathname}`,
            })),
          )
        : [],
  };
  const missing = (status: number): PageHead => ({ ...base, status, indexable: false, alternates: [] });

  if (route.name === 'post-details' && params.id) {
    const { status, data: post } = success<PostDetail>(answers, callUrl(postsCalls.detail.path, params));
    if (!post) return missing(status);
    const picture = post.cover ?? post.images[0];
    return {
      ...base,
      title: post.title,
      description: shortened(post.excerpt) || base.description,
      image: picture && { ...picture, url: absolute(site.publicUrl, picture.url) },
      kind: 'article',
      publishedAt: post.createdAt,
    };
  }
  if (route.name === 'board-detail' && params.id) {
    const { status, data: board } = success<BoardDetail>(answers, callUrl(boardsCalls.detail.path, params));
    if (!board) return missing(status);
    return {
      ...base,
      title: board.name,
      description: shortened(board.description) || base.description,
      image: board.iconUrl ? { url: absolute(site.publicUrl, board.iconUrl) } : undefined,
      feedPath: boardFeedPath(board.id),
    };
  }
  if (route.name === 'user-posts' && params.id) {
    const { status, data: member } = success<PublicProfile>(
      answers,
      callUrl(socialCalls.profile.path, params),
    );
    if (!member) return missing(status);
    return {
      ...base,
      title: member.username,
      image: { url: absolute(site.publicUrl, member.avatar) },
      kind: 'profile',
    };
  }
  return base;
}

/** `zh-CN` → `zh_CN`, as OpenGraph writes locales. */
const openGraphLocale = (locale: Locale) => locale.replace('-', '_');

/** The head elements for `head`; the document title is the entity's title with the community's name. */
export function headElements(head: PageHead, site: SiteFacts): { title?: string; elements: string } {
  const title = head.title ?? site.communityName;
  const meta = (attribute: 'name' | 'property', key: string, value: string | number | undefined) =>
    value === undefined || value === ''
      ? ''
      : `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const elements = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    ...head.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    ),
    head.indexable ? '' : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', site.communityName),
    meta('property', 'og:type', head.kind),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', openGraphLocale(site.locale)),
    meta('property', 'og:image', head.image?.url),
    meta('property', 'og:image:width', head.image?.width),
    meta('property', 'og:image:height', head.image?.height),
    head.publishedAt
      ? meta('property', 'article:published_time', new Date(head.publishedAt * 1000).toISOString())
      : '',
    head.feedPath
      ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(site.publicUrl + head.feedPath)}" />`
      : '',
    meta('name', 'twitter:card', head.image && head.kind === 'article' ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image?.url),
  ];
  return {
    ...(head.title ? { title: `${head.title} - ${site.communityName}` } : {}),
    elements: elements.filter(Boolean).join(''),
  };
}
