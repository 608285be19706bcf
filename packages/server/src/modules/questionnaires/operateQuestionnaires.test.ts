import type { QuestionnaireAdmin, QuestionnaireView } from '@fanzone/contract';
import errorTexts from '@fanzone/contract/locales/en/errors.json' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import { browserOfItsOwn, rewardsAppOptions } from '../../../test/rewards.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';

const question = (kind: 'single' | 'multiple', correct: boolean[], points = 1, prompt = 'Which one?') => ({
  prompt: { en: prompt },
  kind,
  points,
  options: correct.map((isCorrect, index) => ({ label: { en: `Option ${index + 1}` }, correct: isCorrect })),
});

/** A valid questionnaire: a single-choice question worth 2 and a multiple-choice one worth 1. */
const input = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  title: { en: 'Nova trivia', 'zh-CN': 'Nova 小测验', ru: 'Викторина Nova', ar: 'مسابقة Nova' },
  description: { en: 'Three points to win, two to pass' },
  passScore: 2,
  maxAttempts: 2,
  questions: [question('single', [false, true, false], 2), question('multiple', [true, true, false])],
  ...extra,
});

describe("operators' questionnaires", () => {
  const clock = manualClock(new Date('2026-11-18T06:30:00Z'));
  const site = useTestApp(rewardsAppOptions(clock));
  let admin: TestClient;
  beforeAll(async () => {
    admin = await site.signedIn('admin');
  });

  const create = (client: TestClient, body: unknown) => client.api('POST', '/api/admin/questionnaires', body);
  const change = (client: TestClient, code: string, body: unknown) =>
    client.api('PUT', `/api/admin/questionnaires/${code}`, body);
  const adminView = async (code: string) =>
    (await admin.get(`/api/admin/questionnaires/${code}`)).body.data as QuestionnaireAdmin;

  it('lets only admins list, read, write and change questionnaires', async () => {
    expect((await create(admin, input('permissions'))).statusCode).toBe(200);
    const calls = (client: TestClient) => [
      client.get('/api/admin/questionnaires'),
      client.get('/api/admin/questionnaires/permissions'),
      create(client, input('permissions-2')),
      change(client, 'permissions', { title: { en: 'Taken over' } }),
    ];
    const visitor = browserOfItsOwn(site.app);
    expect((await Promise.all(calls(visitor))).map((reply) => [reply.statusCode, reply.body.code])).toEqual(
      Array(4).fill([401, 'LOGIN_REQUIRED']),
    );
    for (const username of ['fan', 'moderator']) {
      const client = await site.signedIn(username);
      expect((await Promise.all(calls(client))).map((reply) => [reply.statusCode, reply.body.code])).toEqual(
        Array(4).fill([403, 'FORBIDDEN']),
      );
    }
    expect((await adminView('permissions')).title.en).toBe('Nova trivia');
    expect((await admin.get('/api/admin/questionnaires/permissions-2')).body.code).toBe(
      'QUESTIONNAIRE_NOT_FOUND',
    );
    expect((await Promise.all(calls(admin))).map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it('writes a questionnaire members take at /wq/{code}, with every language and the right options for operators', async () => {
    const created = await create(admin, input('trivia'));
    expect(created.statusCode).toBe(200);
    const quiz = created.body.data as QuestionnaireAdmin;
    expect(quiz).toMatchObject({
      code: 'trivia',
      title: { en: 'Nova trivia', 'zh-CN': 'Nova 小测验', ru: 'Викторина Nova', ar: 'مسابقة Nova' },
      description: { en: 'Three points to win, two to pass' },
      status: 'open',
      closed: false,
      passScore: 2,
      maxScore: 3,
      maxAttempts: 2,
      startsAt: null,
      endsAt: null,
      attemptCount: 0,
      passCount: 0,
      createdAt: unixSeconds(clock.now()),
    });
    expect(quiz.questions.map((q) => [q.kind, q.points, q.options.map((option) => option.correct)])).toEqual([
      ['single', 2, [false, true, false]],
      ['multiple', 1, [true, true, false]],
    ]);
    expect(await adminView('trivia')).toEqual(quiz);

    // Members read it in their language, falling back to English where the operator wrote nothing else.
    const russian = await site.signedIn('Наташа_фото');
    russian.jar.store('fz_locale=ru; Path=/');
    const view = (await russian.get('/api/questionnaires/trivia')).body.data as QuestionnaireView;
    expect(view).toMatchObject({ title: 'Викторина Nova', description: 'Three points to win, two to pass' });

    // A member's attempt shows in the operators' counts.
    const answers = view.questions.map((q, index) => ({
      questionId: q.id,
      optionIds: [q.options[index === 0 ? 1 : 0]!.id, ...(index === 1 ? [q.options[1]!.id] : [])],
    }));
    expect(
      (await russian.api('POST', '/api/questionnaires/trivia/answers', { answers })).body.data,
    ).toMatchObject({
      passed: true,
      score: 3,
    });
    expect(await adminView('trivia')).toMatchObject({ attemptCount: 1, passCount: 1 });

    // Newest first.
    clock.advanceSeconds(60);
    await create(admin, input('trivia-newer'));
    const list = (await admin.get('/api/admin/questionnaires')).body.data as QuestionnaireAdmin[];
    const codes = list.map((item) => item.code);
    expect(codes.indexOf('trivia-newer')).toBeLessThan(codes.indexOf('trivia'));
    expect(codes).toContain('fan-quiz');
  });

  it('refuses a code that is taken, even by two operators at once', async () => {
    const taken = await create(admin, input('fan-quiz'));
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'QUESTIONNAIRE_CODE_TAKEN',
      message: 'A questionnaire with this code already exists',
    });
    const race = await Promise.all([create(admin, input('raced')), create(admin, input('raced'))]);
    expect(race.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
  });

  it('says why a questionnaire cannot be saved', async () => {
    const cases: [keyof typeof errorTexts, Record<string, unknown>, string][] = [
      [
        'QUESTIONNAIRE_SINGLE_NEEDS_ONE_CORRECT',
        { questions: [question('single', [false, false])] },
        'body.questions.0.options',
      ],
      [
        'QUESTIONNAIRE_SINGLE_NEEDS_ONE_CORRECT',
        { passScore: 1, questions: [question('multiple', [true, false]), question('single', [true, true])] },
        'body.questions.1.options',
      ],
      [
        'QUESTIONNAIRE_MULTIPLE_NEEDS_CORRECT',
        { passScore: 1, questions: [question('multiple', [false, false])] },
        'body.questions.0.options',
      ],
      ['QUESTIONNAIRE_PASS_SCORE_UNREACHABLE', { passScore: 4 }, 'body.passScore'],
      ['QUESTIONNAIRE_ENDS_BEFORE_START', { startsAt: 1_800_000_000, endsAt: 1_800_000_000 }, 'body.endsAt'],
      ['QUESTIONNAIRE_ENDS_BEFORE_START', { startsAt: 1_800_000_000, endsAt: 1_799_999_999 }, 'body.endsAt'],
    ];
    for (const [code, extra, field] of cases) {
      const refused = await create(admin, input('invalid', extra));
      expect([refused.statusCode, refused.body.code, refused.body.fields]).toEqual([
        400,
        code,
        { [field]: 'invalid' },
      ]);
      expect(refused.body.message).toBe(errorTexts[code]);
    }
    expect((await admin.get('/api/admin/questionnaires/invalid')).statusCode).toBe(404);

    // A change is checked against what it leaves: the stored questions, start and end.
    await create(admin, input('checked', { startsAt: 1_800_000_000 }));
    const refusals = [
      await change(admin, 'checked', { passScore: 4 }),
      await change(admin, 'checked', { endsAt: 1_799_000_000 }),
      await change(admin, 'checked', {
        questions: [question('single', [true, false], 1), question('multiple', [false, false])],
      }),
      await change(admin, 'checked', { questions: [question('single', [true, false], 1)] }),
    ];
    expect(refusals.map((reply) => reply.body.code)).toEqual([
      'QUESTIONNAIRE_PASS_SCORE_UNREACHABLE',
      'QUESTIONNAIRE_ENDS_BEFORE_START',
      'QUESTIONNAIRE_MULTIPLE_NEEDS_CORRECT',
      'QUESTIONNAIRE_PASS_SCORE_UNREACHABLE',
    ]);
    expect(await adminView('checked')).toMatchObject({ passScore: 2, endsAt: null, maxScore: 3 });

    // The schema refuses what no questionnaire could be: a bad code, no English, one option.
    const malformed = [
      input('Bad Code'),
      input('no-english', { title: { ru: 'Только по-русски' } }),
      input('one-option', { questions: [question('single', [true])] }),
      input('unknown-language', { title: { en: 'Quiz', fr: 'Quiz' } }),
    ];
    for (const body of malformed) expect((await create(admin, body)).body.code).toBe('VALIDATION_FAILED');
  });

  it('fixes the questions once a member has answered, while the rest still changes', async () => {
    await create(admin, input('lockable'));
    // Before any answer the questions can change (and get new ids).
    const before = await adminView('lockable');
    const replaced = await change(admin, 'lockable', {
      questions: [
        question('single', [true, false], 2, 'Rewritten?'),
        question('multiple', [true, true, false]),
      ],
    });
    expect(replaced.statusCode).toBe(200);
    const after = replaced.body.data as QuestionnaireAdmin;
    expect(after.questions[0]!.prompt).toEqual({ en: 'Rewritten?' });
    expect(after.questions[0]!.id).not.toBe(before.questions[0]!.id);

    const member = await site.signedIn('يوسف');
    const view = (await member.get('/api/questionnaires/lockable')).body.data as QuestionnaireView;
    const wrong = view.questions.map((q) => ({ questionId: q.id, optionIds: [q.options[1]!.id] }));
    expect(
      (await member.api('POST', '/api/questionnaires/lockable/answers', { answers: wrong })).statusCode,
    ).toBe(200);

    const locked = await change(admin, 'lockable', {
      title: { en: 'Not applied either' },
      questions: [question('single', [false, true], 2), question('multiple', [true, true, false])],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.body).toMatchObject({
      code: 'QUESTIONNAIRE_LOCKED',
      message: 'Members have answered this questionnaire: its questions can no longer change',
    });
    expect(await adminView('lockable')).toMatchObject({
      title: { en: 'Nova trivia' },
      questions: after.questions,
    });

    // The same questions sent back with a change of title are no change to them.
    const unchanged = after.questions.map((q) => ({
      prompt: q.prompt,
      kind: q.kind,
      points: q.points,
      options: q.options.map((option) => ({ label: option.label, correct: option.correct })),
    }));
    const renamed = await change(admin, 'lockable', { title: { en: 'Renamed' }, questions: unchanged });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: { en: 'Renamed' }, questions: after.questions });

    const other = await change(admin, 'lockable', {
      description: { en: 'Now with one more attempt' },
      passScore: 3,
      maxAttempts: 3,
      endsAt: unixSeconds(clock.now()) + 86_400,
    });
    expect(other.statusCode).toBe(200);
    expect(other.body.data).toMatchObject({
      description: { en: 'Now with one more attempt' },
      passScore: 3,
      maxAttempts: 3,
      status: 'open',
      attemptCount: 1,
      passCount: 0,
    });
    expect(((await member.get('/api/questionnaires/lockable')).body.data as QuestionnaireView).mine).toEqual({
      attempts: 1,
      attemptsLeft: 2,
      bestScore: 0,
      passed: false,
    });
    // null lifts the limit and the end.
    expect((await change(admin, 'lockable', { maxAttempts: null, endsAt: null })).body.data).toMatchObject({
      maxAttempts: null,
      endsAt: null,
    });
    expect((await change(admin, 'no-such-quiz', { closed: true })).body.code).toBe('QUESTIONNAIRE_NOT_FOUND');
  });

  it('closes a questionnaire at once, before its end', async () => {
    const now = unixSeconds(clock.now());
    await create(admin, input('closable', { startsAt: now + 60, endsAt: now + 86_400 }));
    expect((await adminView('closable')).status).toBe('scheduled');
    const closed = await change(admin, 'closable', { closed: true });
    expect(closed.body.data).toMatchObject({ closed: true, status: 'ended' });
    const visitor = browserOfItsOwn(site.app);
    expect(((await visitor.get('/api/questionnaires/closable')).body.data as QuestionnaireView).status).toBe(
      'ended',
    );
  });

  it('keeps what operators write as plain text: markup comes back as the characters typed', async () => {
    const script = '<script>alert("quiz")</script>';
    const markup = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const created = await create(admin, {
      ...input('markup'),
      title: { en: script },
      description: { en: markup },
      questions: [
        { ...question('single', [true, false], 2), prompt: { en: markup } },
        {
          prompt: { en: 'Plain' },
          kind: 'multiple',
          points: 1,
          options: [
            { label: { en: script }, correct: true },
            { label: { en: 'No' }, correct: false },
          ],
        },
      ],
    });
    expect(created.body.data).toMatchObject({ title: { en: script }, description: { en: markup } });
    const view = (await browserOfItsOwn(site.app).get('/api/questionnaires/markup')).body
      .data as QuestionnaireView;
    expect([
      view.title,
      view.description,
      view.questions[0]!.prompt,
      view.questions[1]!.options[0]!.label,
    ]).toEqual([script, markup, markup, script]);
  });
});
