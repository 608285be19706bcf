/**
 * Method, path and auth of the promotions, Friends Club certification and year-in-review calls,
 * without schemas, in a module of their own (see `rewardCalls.ts`): only their own pages and the
 * console's sections read them, never a first view.
 */
import type { Call } from './calls.ts';

/** A promotion's page (spec §1 free gift): its texts, dates and state for the reader. */
export const promotionCalls = {
  detail: { method: 'GET', path: '/promotions/:code', auth: 'optional' },
} as const satisfies Record<string, Call>;

/** Operators (role admin) write the promotions. */
export const promotionOperatorCalls = {
  list: { method: 'GET', path: '/admin/promotions', auth: 'required', access: 'operator' },
  create: { method: 'POST', path: '/admin/promotions', auth: 'required', access: 'operator' },
  update: { method: 'PUT', path: '/admin/promotions/:code', auth: 'required', access: 'operator' },
} as const satisfies Record<string, Call>;

/** The Friends Club certification (spec §2 `/ugc-certification`): a member's application. */
export const certificationCalls = {
  mine: { method: 'GET', path: '/certification/application', auth: 'required' },
  apply: { method: 'POST', path: '/certification/application', auth: 'required' },
} as const satisfies Record<string, Call>;

/** Operators (role admin) decide the applications. */
export const certificationOperatorCalls = {
  list: { method: 'GET', path: '/admin/certification/applications', auth: 'required', access: 'operator' },
  decide: {
    method: 'PUT',
    path: '/admin/certification/applications/:id',
    auth: 'required',
    access: 'operator',
  },
} as const satisfies Record<string, Call>;

/** A member's year in review (spec §2 `/2024userreports`). */
export const yearInReviewCalls = {
  mine: { method: 'GET', path: '/year-in-review/:year', auth: 'required' },
} as const satisfies Record<string, Call>;
