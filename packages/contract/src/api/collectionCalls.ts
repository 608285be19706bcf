/**
 * Method, path and auth of the topics-and-collections calls (spec §3 Topic/collection detail, §7
 * `GET /tcm/detail`), the video feed (`/content/playVideo/{id}`) and boards' banner groups, in a
 * module of their own so the web's first view does not carry them (see `rewardCalls.ts`).
 */
import type { Call } from './calls.ts';

export const collectionCalls = {
  /** Spec §7: query `tcmId`; the answer has `tcmType`. A missing or withdrawn one: PAGE_EXPIRED. */
  detail: { method: 'GET', path: '/tcm/detail', auth: 'optional' },
  posts: { method: 'GET', path: '/tcm/:id/posts', auth: 'optional' },
  videoFeed: { method: 'GET', path: '/posts/:id/video-feed', auth: 'optional' },
  /** `/content/playVideo` without an id: the newest video posts. */
  latestVideoFeed: { method: 'GET', path: '/posts/video-feed', auth: 'optional' },
  boardBanners: { method: 'GET', path: '/forum/:id/banners', auth: 'optional' },
} as const satisfies Record<string, Call>;

/** Operators (role admin) curate topics and collections and put banners on boards' pages. */
export const collectionOperatorCalls = {
  list: { method: 'GET', path: '/admin/tcm', auth: 'required', access: 'operator' },
  create: { method: 'POST', path: '/admin/tcm', auth: 'required', access: 'operator' },
  update: { method: 'PUT', path: '/admin/tcm/:id', auth: 'required', access: 'operator' },
  boardBanners: { method: 'GET', path: '/admin/boards/:id/banners', auth: 'required', access: 'operator' },
  createBoardBanner: {
    method: 'POST',
    path: '/admin/boards/:id/banners',
    auth: 'required',
    access: 'operator',
  },
  updateBoardBanner: {
    method: 'PUT',
    path: '/admin/board-banners/:id',
    auth: 'required',
    access: 'operator',
  },
  deleteBoardBanner: {
    method: 'DELETE',
    path: '/admin/board-banners/:id',
    auth: 'required',
    access: 'operator',
  },
  orderBoardBanners: {
    method: 'PUT',
    path: '/admin/boards/:id/banner-order',
    auth: 'required',
    access: 'operator',
  },
} as const satisfies Record<string, Call>;
