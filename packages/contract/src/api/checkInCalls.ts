/**
 * Method, path and auth of the check-in calls, without schemas, in a module of their own like
 * `rewardCalls.ts`: the web's first view reads `calls.ts` and must not carry this table.
 */
import type { Call } from './calls.ts';

export const checkInCalls = {
  status: { method: 'POST', path: '/check-in/status', auth: 'required' },
  history: { method: 'GET', path: '/check-in/history', auth: 'required' },
  checkIn: { method: 'POST', path: '/check-in', auth: 'required' },
  makeUp: { method: 'POST', path: '/check-in/make-up', auth: 'required' },
} as const satisfies Record<string, Call>;
