import type { PublicConfig } from './publicConfig.ts';

/**
 * The web app rendered on the server (issue 12): the same components the browser runs, given the
 * request and a way to make the page's GET calls in-process. The web build ships the renderer
 * (`web/src/server/renderPage.tsx`, built to `dist/ssr/`); the server loads it when present and
 * otherwise sends the empty shell with the page's answers. Both sides name the interface here.
 */

/** Which of the one component tree's two layouts (spec §2) the page is first drawn in. */
export type PageLayout = 'mobile' | 'desktop';

/** A GET answer as the browser would have received it: status and the envelope's JSON text. */
export type RenderAnswer = { status: number; json: string };

export type ServerRenderInput = {
  /** Path and query of the page. */
  url: string;
  config: PublicConfig;
  userAgent: string;
  /** The request's `Cookie` header: what the page reads of it (the cookie notice) is known here. */
  cookies: string;
  layout: PageLayout;
  /** What the page shows, when it names one thing (a post's title): the document title says it. */
  entityTitle?: string;
  /** One GET of the API for this reader (`callUrl` form); undefined when no answer could be had. */
  ask: (url: string) => Promise<RenderAnswer | undefined>;
};

export type ServerRenderResult = {
  /** The markup inside the app's root element. */
  html: string;
  /** What the browser needs to take the markup over without asking again (JSON text). */
  state: string;
  /** The document title the browser would set for this page (route or entity, community, country). */
  title: string;
  /**
   * Elements for the head: the page's own style sheets (drawn markup must not wait for its chunk to
   * be styled) and its scripts to fetch at once.
   */
  head: string;
  /**
   * How many times the tree was rendered to draw it: one when everything the page read was asked
   * before the first pass. The server says it in `Server-Timing` (a page's cost at a glance).
   */
  passes: number;
};

export type ServerRenderer = (input: ServerRenderInput) => Promise<ServerRenderResult>;

/** The element holding `ServerRenderResult.state`. */
export const serverRenderStateElementId = 'fanzone-rendered';

/** The layout a device most likely has, from its client hint or user agent (the browser then measures). */
export function likelyLayout(userAgent: string, mobileHint: string | undefined): PageLayout {
  if (mobileHint === '?1') return 'mobile';
  if (mobileHint === '?0') return 'desktop';
  return /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i.test(userAgent) ? 'mobile' : 'desktop';
}

/** Cookie names of spec §3 "Local data": the notice's answer, and the categories chosen. */
export const cookieConsentNames = {
  accept: 'cookie-privacy-accept',
  manage: 'cookie-privacy-manage',
} as const;
