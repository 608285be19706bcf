/**
 * Method, path and auth of the questionnaire calls (spec §1 "take questionnaires", route /wq/{code}),
 * in a module of their own so the web's first view does not carry them (see `rewardCalls.ts`).
 */
import type { Call } from './calls.ts';

export const questionnaireCalls = {
  detail: { method: 'GET', path: '/questionnaires/:code', auth: 'optional' },
  submit: { method: 'POST', path: '/questionnaires/:code/answers', auth: 'required' },
} as const satisfies Record<string, Call>;

/** Operators (role admin) write the questionnaires and the missions and medals catalogue. */
export const catalogueOperatorCalls = {
  listQuestionnaires: { method: 'GET', path: '/admin/questionnaires', auth: 'required', access: 'operator' },
  questionnaire: { method: 'GET', path: '/admin/questionnaires/:code', auth: 'required', access: 'operator' },
  createQuestionnaire: {
    method: 'POST',
    path: '/admin/questionnaires',
    auth: 'required',
    access: 'operator',
  },
  updateQuestionnaire: {
    method: 'PUT',
    path: '/admin/questionnaires/:code',
    auth: 'required',
    access: 'operator',
  },
  listMissions: { method: 'GET', path: '/admin/missions', auth: 'required', access: 'operator' },
  createMission: { method: 'POST', path: '/admin/missions', auth: 'required', access: 'operator' },
  updateMission: { method: 'PUT', path: '/admin/missions/:id', auth: 'required', access: 'operator' },
  listMedals: { method: 'GET', path: '/admin/medals', auth: 'required', access: 'operator' },
  createMedal: { method: 'POST', path: '/admin/medals', auth: 'required', access: 'operator' },
  updateMedal: { method: 'PUT', path: '/admin/medals/:id', auth: 'required', access: 'operator' },
} as const satisfies Record<string, Call>;
