/**
 * Method, path and auth of the app-only content pages' calls (spec §2: /realmeclub, /narzowarranty,
 * /narzowarranty/extended-warranty, /link/discover, /link/discover/model/{id}), schema-free and in a
 * module of their own so the web's first view does not carry them (see `rewardCalls.ts`).
 */
import type { Call } from './calls.ts';

/**
 * The content pages, each named as its route (contract `routes.ts`), so a page asks for its own
 * content by its route name. The model page is not among them: it shows one discover model.
 */
export const contentPageSlugs = [
  'realme-club',
  'narzo-warranty',
  'narzo-extended-warranty',
  'link-discover',
] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

/** What everyone reads, in their language. */
export const contentPageCalls = {
  page: { method: 'GET', path: '/content-pages/:slug', auth: 'optional' },
  discoverModels: { method: 'GET', path: '/discover/models', auth: 'optional' },
  discoverModel: { method: 'GET', path: '/discover/models/:id', auth: 'optional' },
} as const satisfies Record<string, Call>;

/** Operators (role admin) write the pages and the discover page's models. */
export const contentPageOperatorCalls = {
  pages: { method: 'GET', path: '/admin/content-pages', auth: 'required', access: 'operator' },
  updatePage: { method: 'PUT', path: '/admin/content-pages/:slug', auth: 'required', access: 'operator' },
  models: { method: 'GET', path: '/admin/discover-models', auth: 'required', access: 'operator' },
  createModel: { method: 'POST', path: '/admin/discover-models', auth: 'required', access: 'operator' },
  updateModel: { method: 'PUT', path: '/admin/discover-models/:id', auth: 'required', access: 'operator' },
  removeModel: { method: 'DELETE', path: '/admin/discover-models/:id', auth: 'required', access: 'operator' },
  orderModels: { method: 'PUT', path: '/admin/discover-model-order', auth: 'required', access: 'operator' },
} as const satisfies Record<string, Call>;
