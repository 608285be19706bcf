/**
 * Method, path and auth of the events and campaigns calls (spec §1 photo-story campaign, route
 * /content/competition/{id}), in a module of their own so the web's first view does not carry them
 * (see `rewardCalls.ts`).
 */
import type { Call } from './calls.ts';

export const eventCalls = {
  detail: { method: 'GET', path: '/events/:id', auth: 'optional' },
  ranking: { method: 'GET', path: '/events/:id/ranking', auth: 'optional' },
  join: { method: 'POST', path: '/events/:id/participants', auth: 'required' },
  myPosts: { method: 'GET', path: '/events/:id/my-posts', auth: 'required' },
  enter: { method: 'POST', path: '/events/:id/entries', auth: 'required' },
  seeAwards: { method: 'POST', path: '/events/:id/my-awards/seen', auth: 'required' },
  deliveryAddress: { method: 'PUT', path: '/events/:id/delivery-address', auth: 'required' },
} as const satisfies Record<string, Call>;

/** Operators (role admin) write events and their prizes, pause or take them down, and announce. */
export const eventOperatorCalls = {
  list: { method: 'GET', path: '/admin/events', auth: 'required', access: 'operator' },
  get: { method: 'GET', path: '/admin/events/:id', auth: 'required', access: 'operator' },
  create: { method: 'POST', path: '/admin/events', auth: 'required', access: 'operator' },
  update: { method: 'PUT', path: '/admin/events/:id', auth: 'required', access: 'operator' },
  setStatus: { method: 'PUT', path: '/admin/events/:id/status', auth: 'required', access: 'operator' },
  announce: { method: 'POST', path: '/admin/events/:id/announcement', auth: 'required', access: 'operator' },
  awards: { method: 'GET', path: '/admin/events/:id/awards', auth: 'required', access: 'operator' },
} as const satisfies Record<string, Call>;
