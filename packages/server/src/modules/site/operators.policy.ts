import type { Viewer } from '../../platform/http/viewer.ts';

/**
 * Operators run the community: they grant rewards earned offline, award medals by hand and change
 * community settings. Only admins; moderators look after content and grant nothing, and a banned
 * account does nothing at all.
 */
export const isOperator = (viewer: Pick<Viewer, 'role' | 'isBlocked'>) =>
  viewer.role === 'admin' && !viewer.isBlocked;

/** Operators' calls are made by hand: more than this a minute is a script gone wrong or a stolen account. */
export const operatorRateLimit = { max: 30, timeWindow: '1 minute' };
