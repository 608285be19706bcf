/**
 * Method, path and auth of the rewards calls, without schemas, like `calls.ts`: a module of its own so
 * that the web's first view, which reads `calls.ts`, does not carry the table of a domain it never
 * calls (the bundler places a module's code with the first chunk that needs any of it).
 */
import type { Call } from './calls.ts';

export const gamificationCalls = {
  award: { method: 'POST', path: '/mission/award', auth: 'required' },
  typeCount: { method: 'GET', path: '/mission/type-count', auth: 'required' },
  myMissions: { method: 'GET', path: '/mission/my-missions', auth: 'required' },
  browseStart: { method: 'POST', path: '/mission/browse/start', auth: 'required' },
  browseFinish: { method: 'POST', path: '/mission/browse/finish', auth: 'required' },
  summary: { method: 'GET', path: '/account/rewards', auth: 'required' },
  points: { method: 'GET', path: '/account/points', auth: 'required' },
  scores: { method: 'GET', path: '/account/scores', auth: 'required' },
  medals: { method: 'GET', path: '/medals', auth: 'optional' },
  memberMedals: { method: 'GET', path: '/user/:id/medals', auth: 'optional' },
} as const satisfies Record<string, Call>;
