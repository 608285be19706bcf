import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { localizedTextInput, localizedTextOutput } from '../localizedText.ts';
import { missionActivities } from './constants.ts';
import { catalogueOperatorCalls, questionnaireCalls } from './questionnaireCalls.ts';

const quiz = limits.questionnaire;

/** A questionnaire's code as it appears in /wq/{code}. */
export const questionnaireCode = z
  .string()
  .min(1)
  .max(quiz.codeMaxLength)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes');

/**
 * open: can be taken; scheduled: not started yet; ended: past its end or closed by an operator.
 * The answers are never shown: a member learns the score, not which options were right.
 */
export const questionnaireStatusSchema = z.enum(['open', 'scheduled', 'ended']);

export const questionnaireQuestionSchema = z.object({
  id: idString,
  prompt: z.string(),
  /** single: exactly one option; multiple: one or more, scored right only when the set is exact. */
  kind: z.enum(['single', 'multiple']),
  points: z.number().int().positive(),
  options: z.array(z.object({ id: idString, label: z.string() })),
});
export type QuestionnaireQuestion = z.infer<typeof questionnaireQuestionSchema>;

/** The viewer's record on a questionnaire; null for visitors. */
export const questionnaireStandingSchema = z.object({
  attempts: z.number().int().nonnegative(),
  /** null when the questionnaire allows unlimited attempts. */
  attemptsLeft: z.number().int().nonnegative().nullable(),
  bestScore: z.number().int().nonnegative().nullable(),
  passed: z.boolean(),
});

export const questionnaireViewSchema = z.object({
  code: questionnaireCode,
  title: z.string(),
  description: z.string(),
  status: questionnaireStatusSchema,
  startsAt: unixSeconds.nullable(),
  endsAt: unixSeconds.nullable(),
  /** The score a pass needs, out of `maxScore` (the sum of the questions' points). */
  passScore: z.number().int().positive(),
  maxScore: z.number().int().positive(),
  questions: z.array(questionnaireQuestionSchema),
  mine: questionnaireStandingSchema.nullable(),
});
export type QuestionnaireView = z.infer<typeof questionnaireViewSchema>;

/** One answer per question, every question answered. */
export const questionnaireAnswersSchema = z.object({
  answers: z
    .array(z.object({ questionId: idString, optionIds: z.array(idString).min(1).max(quiz.optionsMax) }))
    .min(1)
    .max(quiz.questionsMax),
});

/** A marked attempt. A failure states the score and the pass score (spec §8). */
export const questionnaireResultSchema = z.object({
  passed: z.boolean(),
  score: z.number().int().nonnegative(),
  passScore: z.number().int().positive(),
  maxScore: z.number().int().positive(),
  attemptsLeft: z.number().int().nonnegative().nullable(),
});
export type QuestionnaireResult = z.infer<typeof questionnaireResultSchema>;

export const questionnaireApi = {
  detail: endpoint({
    ...questionnaireCalls.detail,
    summary: "A questionnaire with its questions (never the answers) and the viewer's attempts",
    tag: 'questionnaires',
    params: z.object({ code: questionnaireCode }),
    data: questionnaireViewSchema,
  }),
  submit: endpoint({
    ...questionnaireCalls.submit,
    summary:
      'Answer a questionnaire; a pass counts for the missions (completeMission) once per questionnaire',
    tag: 'questionnaires',
    params: z.object({ code: questionnaireCode }),
    body: questionnaireAnswersSchema,
    data: questionnaireResultSchema,
  }),
};

// ---- Operators: questionnaires ----

const questionInput = z.object({
  prompt: localizedTextInput(quiz.promptMaxLength),
  kind: z.enum(['single', 'multiple']),
  points: z.number().int().min(1).max(quiz.pointsMax),
  options: z
    .array(z.object({ label: localizedTextInput(quiz.optionMaxLength), correct: z.boolean() }))
    .min(quiz.optionsMin)
    .max(quiz.optionsMax),
});

/** What an operator writes. The server also checks that a single-choice question has exactly one correct option, a multiple-choice one at least one, and that the pass score is reachable. */
export const questionnaireInputSchema = z.object({
  code: questionnaireCode,
  title: localizedTextInput(quiz.titleMaxLength),
  description: localizedTextInput(quiz.descriptionMaxLength).optional(),
  passScore: z.number().int().min(1),
  /** null or absent: unlimited attempts until a pass. */
  maxAttempts: z.number().int().min(1).max(quiz.attemptsMax).nullable().optional(),
  startsAt: unixSeconds.nullable().optional(),
  endsAt: unixSeconds.nullable().optional(),
  questions: z.array(questionInput).min(1).max(quiz.questionsMax),
});
export type QuestionnaireInput = z.infer<typeof questionnaireInputSchema>;

/** A change: any subset. Questions cannot change once a member has answered (QUESTIONNAIRE_LOCKED). */
export const questionnaireUpdateSchema = questionnaireInputSchema
  .omit({ code: true })
  .partial()
  .extend({ closed: z.boolean().optional() });

/** The operator's view: every language, the right options, and how members did. */
export const questionnaireAdminSchema = z.object({
  id: idString,
  code: questionnaireCode,
  title: localizedTextOutput,
  description: localizedTextOutput,
  status: questionnaireStatusSchema,
  closed: z.boolean(),
  passScore: z.number().int().positive(),
  maxScore: z.number().int().positive(),
  maxAttempts: z.number().int().positive().nullable(),
  startsAt: unixSeconds.nullable(),
  endsAt: unixSeconds.nullable(),
  questions: z.array(
    z.object({
      id: idString,
      prompt: localizedTextOutput,
      kind: z.enum(['single', 'multiple']),
      points: z.number().int().positive(),
      options: z.array(z.object({ id: idString, label: localizedTextOutput, correct: z.boolean() })),
    }),
  ),
  attemptCount: z.number().int().nonnegative(),
  passCount: z.number().int().nonnegative(),
  createdAt: unixSeconds,
});
export type QuestionnaireAdmin = z.infer<typeof questionnaireAdminSchema>;

// ---- Operators: the missions and medals catalogue ----

const catalogue = limits.catalogue;
const catalogueCode = z
  .string()
  .min(1)
  .max(catalogue.codeMaxLength)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes');
const reward = z.number().int().min(0).max(catalogue.rewardMax);

export const missionInputSchema = z.object({
  code: catalogueCode,
  title: localizedTextInput(catalogue.titleMaxLength),
  period: z.enum(['daily', 'weekly', 'once']),
  /** The activity that moves it (the events of the engine). */
  activity: z.enum(missionActivities),
  target: z.number().int().min(1).max(catalogue.targetMax),
  growthReward: reward,
  coinReward: reward,
  cardReward: reward,
  medalId: idString.nullable(),
  isTypeB: z.boolean(),
  position: z.number().int().min(0).max(catalogue.positionMax),
  active: z.boolean(),
});
export const missionUpdateSchema = missionInputSchema.omit({ code: true }).partial();
export type MissionUpdate = z.infer<typeof missionUpdateSchema>;

export const missionAdminSchema = missionInputSchema.extend({
  id: idString,
  title: localizedTextOutput,
  /** Members who finished it at least once. */
  completionCount: z.number().int().nonnegative(),
});
export type MissionAdmin = z.infer<typeof missionAdminSchema>;

export const medalInputSchema = z.object({
  code: catalogueCode,
  name: localizedTextInput(catalogue.titleMaxLength),
  description: localizedTextInput(catalogue.descriptionMaxLength),
  /** An image already uploaded (`POST /upload/img`) or a site path such as /medals/x.svg. */
  // Which addresses are the server's to say (gamification/operateMedals.ts: this site's paths and
  // its own uploads only).
  iconUrl: z.string().min(1).max(limits.structure.iconUrlMaxLength),
  position: z.number().int().min(0).max(catalogue.positionMax),
});
export const medalUpdateSchema = medalInputSchema.omit({ code: true }).partial();

export const medalAdminSchema = medalInputSchema.extend({
  id: idString,
  name: localizedTextOutput,
  description: localizedTextOutput,
  holderCount: z.number().int().nonnegative(),
});
export type MedalAdmin = z.infer<typeof medalAdminSchema>;

const ops = catalogueOperatorCalls;
const tag = 'operator';

/** Operators only (role admin); every other caller gets FORBIDDEN. */
export const catalogueOperatorApi = {
  listQuestionnaires: endpoint({
    ...ops.listQuestionnaires,
    summary: 'Every questionnaire, newest first, with attempt and pass counts',
    tag,
    data: z.array(questionnaireAdminSchema),
  }),
  questionnaire: endpoint({
    ...ops.questionnaire,
    summary: 'One questionnaire with its right options',
    tag,
    params: z.object({ code: questionnaireCode }),
    data: questionnaireAdminSchema,
  }),
  createQuestionnaire: endpoint({
    ...ops.createQuestionnaire,
    summary: 'Write a questionnaire (taken at /wq/{code})',
    tag,
    body: questionnaireInputSchema,
    data: questionnaireAdminSchema,
  }),
  updateQuestionnaire: endpoint({
    ...ops.updateQuestionnaire,
    summary: 'Change or close a questionnaire; its questions are fixed once a member has answered',
    tag,
    params: z.object({ code: questionnaireCode }),
    body: questionnaireUpdateSchema,
    data: questionnaireAdminSchema,
  }),
  listMissions: endpoint({
    ...ops.listMissions,
    summary: 'The missions catalogue, active or not',
    tag,
    data: z.array(missionAdminSchema),
  }),
  createMission: endpoint({
    ...ops.createMission,
    summary: 'Add a mission: the activity that moves it, its period, target and rewards',
    tag,
    body: missionInputSchema,
    data: missionAdminSchema,
  }),
  updateMission: endpoint({
    ...ops.updateMission,
    summary: "Change a mission's title, target, rewards, order or whether it is active",
    tag,
    params: z.object({ id: idString }),
    body: missionUpdateSchema,
    data: missionAdminSchema,
  }),
  listMedals: endpoint({
    ...ops.listMedals,
    summary: 'The medals catalogue',
    tag,
    data: z.array(medalAdminSchema),
  }),
  createMedal: endpoint({
    ...ops.createMedal,
    summary: 'Add a medal (awarded by a mission that names it, or by hand)',
    tag,
    body: medalInputSchema,
    data: medalAdminSchema,
  }),
  updateMedal: endpoint({
    ...ops.updateMedal,
    summary: "Change a medal's name, description, icon or order",
    tag,
    params: z.object({ id: idString }),
    body: medalUpdateSchema,
    data: medalAdminSchema,
  }),
};
