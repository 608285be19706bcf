import { type LocalizedText } from '@fanzone/contract';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const questionnaires = pgTable('questionnaires', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  title: jsonb('title').notNull().$type<LocalizedText>(),
  description: jsonb('description').notNull().$type<LocalizedText>(),
  passScore: integer('pass_score').notNull(),
  maxAttempts: integer('max_attempts'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  closed: boolean('closed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const questionnaireQuestions = pgTable('questionnaire_questions', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  questionnaireId: bigint('questionnaire_id', { mode: 'bigint' }).notNull(),
  position: integer('position').notNull(),
  prompt: jsonb('prompt').notNull().$type<LocalizedText>(),
  kind: text('kind', { enum: ['single', 'multiple'] }).notNull(),
  points: integer('points').notNull(),
});

export const questionnaireOptions = pgTable('questionnaire_options', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  questionId: bigint('question_id', { mode: 'bigint' }).notNull(),
  position: integer('position').notNull(),
  label: jsonb('label').notNull().$type<LocalizedText>(),
  correct: boolean('correct').notNull(),
});

export const questionnaireStandings = pgTable(
  'questionnaire_standings',
  {
    questionnaireId: bigint('questionnaire_id', { mode: 'bigint' }).notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    attempts: integer('attempts').notNull(),
    bestScore: integer('best_score'),
    passedAt: timestamp('passed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.questionnaireId, table.userId] })],
);

/** One chosen answer: the question and the options the member ticked. */
export type ChosenAnswer = { questionId: string; optionIds: string[] };

export const questionnaireAttempts = pgTable('questionnaire_attempts', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  questionnaireId: bigint('questionnaire_id', { mode: 'bigint' }).notNull(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  attemptNumber: integer('attempt_number').notNull(),
  score: integer('score').notNull(),
  passed: boolean('passed').notNull(),
  answers: jsonb('answers').notNull().$type<ChosenAnswer[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
