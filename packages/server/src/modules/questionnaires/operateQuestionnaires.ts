import { type LocalizedText } from '@fanzone/contract';
import type {
  catalogueOperatorApi,
  EndpointBody,
  LocalizedTextInput,
  QuestionnaireAdmin,
  QuestionnaireInput,
} from '@fanzone/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { checkQuestionnaire, sameQuestions } from './checkQuestionnaire.ts';
import { presentQuestionnaireAdmin } from './questionnaires.present.ts';
import type { QuestionInput, QuestionnaireFields, QuestionnaireRow } from './questionnaires.queries.ts';
import {
  allQuestionnaires,
  attemptCounts,
  hasAttempts,
  insertQuestionnaire,
  questionnaireByCode,
  questionsOf,
  replaceQuestions,
  updateQuestionnaire,
} from './questionnaires.queries.ts';

type OperateDeps = Pick<Deps, 'db' | 'clock'>;
export type QuestionnaireUpdate = EndpointBody<typeof catalogueOperatorApi.updateQuestionnaire>;

/** The languages the operator wrote, without the ones left out. */
const textOf = (input: LocalizedTextInput): LocalizedText =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as LocalizedText;

const questionsOfInput = (questions: QuestionnaireInput['questions']): QuestionInput[] =>
  questions.map((question) => ({
    prompt: textOf(question.prompt),
    kind: question.kind,
    points: question.points,
    options: question.options.map((option) => ({ label: textOf(option.label), correct: option.correct })),
  }));

const dateOf = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000));
const secondsOf = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

async function present(deps: OperateDeps, db: Db, rows: QuestionnaireRow[]) {
  const ids = rows.map((row) => row.id);
  const [questions, counts] = await Promise.all([questionsOf(db, ids), attemptCounts(db, ids)]);
  const now = deps.clock.now();
  return rows.map((row) =>
    presentQuestionnaireAdmin(row, questions.get(row.id) ?? [], { now, counts: counts.get(row.id) }),
  );
}

/** Every questionnaire, newest first, with attempt and pass counts. */
export async function listQuestionnaires(deps: OperateDeps): Promise<QuestionnaireAdmin[]> {
  return present(deps, deps.db, await allQuestionnaires(deps.db));
}

export async function questionnaireForOperator(deps: OperateDeps, code: string): Promise<QuestionnaireAdmin> {
  const row = await questionnaireByCode(deps.db, code);
  if (!row) throw new AppError('QUESTIONNAIRE_NOT_FOUND');
  return (await present(deps, deps.db, [row]))[0]!;
}

/** An operator writes a questionnaire; members take it at /wq/{code}. */
export async function createQuestionnaire(
  deps: OperateDeps,
  input: QuestionnaireInput,
): Promise<QuestionnaireAdmin> {
  const questions = questionsOfInput(input.questions);
  checkQuestionnaire({
    passScore: input.passScore,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    questions,
  });
  return deps.db.transaction(async (tx) => {
    const row = await insertQuestionnaire(tx, {
      code: input.code,
      title: textOf(input.title),
      description: input.description ? textOf(input.description) : {},
      passScore: input.passScore,
      maxAttempts: input.maxAttempts ?? null,
      startsAt: dateOf(input.startsAt),
      endsAt: dateOf(input.endsAt),
      closed: false,
      createdAt: deps.clock.now(),
    });
    // The unique code decides between two operators creating the same one at once.
    if (!row) throw new AppError('QUESTIONNAIRE_CODE_TAKEN');
    await replaceQuestions(tx, row.id, questions);
    return (await present(deps, tx, [row]))[0]!;
  });
}

/**
 * An operator changes or closes a questionnaire. Its questions are fixed once a member has answered
 * (their marks were given against them): changed questions are then QUESTIONNAIRE_LOCKED and nothing
 * of the request changes; every other field still can. The row is locked so the check and the
 * change cannot interleave with an answer being marked.
 */
export async function changeQuestionnaire(
  deps: OperateDeps,
  code: string,
  patch: QuestionnaireUpdate,
): Promise<QuestionnaireAdmin> {
  return deps.db.transaction(async (tx) => {
    const row = await questionnaireByCode(tx, code, 'update');
    if (!row) throw new AppError('QUESTIONNAIRE_NOT_FOUND');
    const stored = (await questionsOf(tx, [row.id])).get(row.id) ?? [];
    const sent = patch.questions ? questionsOfInput(patch.questions) : undefined;
    const changesQuestions = sent !== undefined && !sameQuestions(stored, sent);
    if (changesQuestions && (await hasAttempts(tx, row.id))) throw new AppError('QUESTIONNAIRE_LOCKED');

    const fields: Partial<QuestionnaireFields> = {
      ...(patch.title ? { title: textOf(patch.title) } : {}),
      ...(patch.description ? { description: textOf(patch.description) } : {}),
      ...(patch.passScore !== undefined ? { passScore: patch.passScore } : {}),
      ...(patch.maxAttempts !== undefined ? { maxAttempts: patch.maxAttempts } : {}),
      ...(patch.startsAt !== undefined ? { startsAt: dateOf(patch.startsAt) } : {}),
      ...(patch.endsAt !== undefined ? { endsAt: dateOf(patch.endsAt) } : {}),
      ...(patch.closed !== undefined ? { closed: patch.closed } : {}),
    };
    const merged = { ...row, ...fields };
    checkQuestionnaire({
      passScore: merged.passScore,
      startsAt: secondsOf(merged.startsAt),
      endsAt: secondsOf(merged.endsAt),
      questions: sent ?? stored,
    });
    await updateQuestionnaire(tx, row.id, fields);
    if (sent && changesQuestions) await replaceQuestions(tx, row.id, sent);
    return (await present(deps, tx, [merged]))[0]!;
  });
}
