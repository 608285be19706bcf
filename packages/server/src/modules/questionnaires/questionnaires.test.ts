import type {
  MissionView,
  QuestionnaireAdmin,
  QuestionnaireResult,
  QuestionnaireView,
} from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../../test/forum.ts';
import { browserOfItsOwn, rewardsAppOptions } from '../../../test/rewards.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';
import { demoQuestionnaire, fanQuizRightAnswers } from '../../demo/demoQuestionnaire.ts';

type Answers = { questionId: string; optionIds: string[] }[];

describe('taking a questionnaire (/wq/{code})', () => {
  const clock = manualClock(new Date('2026-11-18T06:30:00Z'));
  const site = useTestApp(rewardsAppOptions(clock));
  let admin: TestClient;
  beforeAll(async () => {
    admin = await site.signedIn('admin');
  });

  const viewAs = async (client: TestClient, code = 'fan-quiz') =>
    (await client.get(`/api/questionnaires/${code}`)).body.data as QuestionnaireView;
  const submit = (client: TestClient, answers: Answers, code = 'fan-quiz') =>
    client.api('POST', `/api/questionnaires/${code}/answers`, { answers });

  /** Answers built from the view: each question's right options, except the questions in `wrong`. */
  function answersFor(view: QuestionnaireView, rightLabels: string[][], wrong: number[] = []): Answers {
    return view.questions.map((question, index) => {
      const right = question.options.filter((option) => rightLabels[index]!.includes(option.label));
      const chosen = wrong.includes(index)
        ? [question.options.find((option) => !rightLabels[index]!.includes(option.label))!]
        : right;
      return { questionId: question.id, optionIds: chosen.map((option) => option.id) };
    });
  }
  const fanQuizAnswers = async (client: TestClient, wrong: number[] = []) =>
    answersFor(await viewAs(client), fanQuizRightAnswers, wrong);

  async function rows<Row>(sqlText: string, params: unknown[] = []) {
    return site.app.deps.database.withConnection((connection) => connection.query<Row>(sqlText, params));
  }
  const attemptsOf = async (username: string, code = 'fan-quiz') =>
    (
      await rows<{ count: number }>(
        `SELECT count(*)::int AS count FROM questionnaire_attempts a JOIN questionnaires q ON q.id = a.questionnaire_id
         WHERE q.code = $1 AND a.user_id = $2`,
        [code, await userIdOf(site.app, username)],
      )
    )[0]!.count;

  /** A questionnaire of two one-point questions (a single and a multiple choice) an operator writes. */
  async function operatorQuiz(code: string, extra: Record<string, unknown> = {}) {
    const created = await admin.api('POST', '/api/admin/questionnaires', {
      code,
      title: { en: `Quiz ${code}` },
      passScore: 2,
      questions: [
        {
          prompt: { en: 'Pick A' },
          kind: 'single',
          points: 1,
          options: [
            { label: { en: 'A' }, correct: true },
            { label: { en: 'B' }, correct: false },
          ],
        },
        {
          prompt: { en: 'Pick C and D' },
          kind: 'multiple',
          points: 1,
          options: [
            { label: { en: 'C' }, correct: true },
            { label: { en: 'D' }, correct: true },
            { label: { en: 'E' }, correct: false },
          ],
        },
      ],
      ...extra,
    });
    expect(created.statusCode).toBe(200);
    return created.body.data as QuestionnaireAdmin;
  }
  const operatorQuizRight = [['A'], ['C', 'D']];

  it('shows visitors the questions in their language, never the right options, and lets only members answer', async () => {
    const visitor = browserOfItsOwn(site.app);
    const raw = await visitor.request('GET', '/api/questionnaires/fan-quiz');
    expect(raw.statusCode).toBe(200);
    expect(raw.body).not.toMatch(/correct/i);
    const view = raw.json().data as QuestionnaireView;
    expect(view).toMatchObject({
      code: 'fan-quiz',
      title: demoQuestionnaire.title.en,
      status: 'open',
      startsAt: null,
      endsAt: null,
      passScore: 3,
      maxScore: 4,
      mine: null,
    });
    expect(view.questions.map((question) => question.kind)).toEqual([
      'single',
      'multiple',
      'single',
      'multiple',
    ]);
    expect(
      view.questions.every(
        (question) => Object.keys(question).sort().join() === 'id,kind,options,points,prompt',
      ),
    ).toBe(true);
    expect(
      view.questions[0]!.options.every((option) => Object.keys(option).sort().join() === 'id,label'),
    ).toBe(true);

    const russian = site.visitor({ cookie: 'fz_locale=ru' });
    const inRussian = await viewAs(russian);
    expect(inRussian.title).toBe(demoQuestionnaire.title.ru);
    expect(inRussian.questions[0]!.options[0]!.label).toBe(
      demoQuestionnaire.questions[0]!.options[0]!.label.ru,
    );

    const refused = await submit(visitor, answersFor(view, fanQuizRightAnswers));
    expect(refused.statusCode).toBe(401);
    expect(refused.body.code).toBe('LOGIN_REQUIRED');

    const member = await site.signedIn('lukas_de');
    expect((await viewAs(member)).mine).toEqual({
      attempts: 0,
      attemptsLeft: 3,
      bestScore: null,
      passed: false,
    });

    const unknown = await visitor.get('/api/questionnaires/no-such-quiz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'QUESTIONNAIRE_NOT_FOUND',
      message: 'This questionnaire is not available',
    });
  });

  it('states the score and the pass score when an attempt fails (spec §8)', async () => {
    const member = await site.signedIn('priya_clicks');
    const failed = await submit(member, await fanQuizAnswers(member, [1, 3]));
    expect(failed.statusCode).toBe(200);
    expect(failed.body.data).toEqual({ passed: false, score: 2, passScore: 3, maxScore: 4, attemptsLeft: 2 });
    expect(failed.body.completeMission).toBeUndefined();
    expect((await viewAs(member)).mine).toEqual({
      attempts: 1,
      attemptsLeft: 2,
      bestScore: 2,
      passed: false,
    });

    // A multiple-choice question scores only with exactly its right options: one of two is wrong.
    const view = await viewAs(member);
    const partly = answersFor(view, fanQuizRightAnswers);
    partly[1] = { ...partly[1]!, optionIds: partly[1]!.optionIds.slice(0, 1) };
    partly[3] = { ...partly[3]!, optionIds: view.questions[3]!.options.map((option) => option.id) };
    expect((await submit(member, partly)).body.data).toMatchObject({
      passed: false,
      score: 2,
      attemptsLeft: 1,
    });
  });

  it('counts a pass for the missions once, and refuses a second submission', async () => {
    const member = await site.signedIn('maria_lens');
    const passed = await submit(member, await fanQuizAnswers(member, [0]));
    expect(passed.statusCode).toBe(200);
    expect(passed.body.data).toEqual({ passed: true, score: 3, passScore: 3, maxScore: 4, attemptsLeft: 2 });
    const mission = ((await member.get('/api/mission/my-missions')).body.data as MissionView[]).find(
      (view) => view.title === 'Pass a questionnaire this week',
    )!;
    expect(mission).toMatchObject({
      activity: 'questionnaire.passed',
      status: 'awaiting_award',
      progress: 1,
    });
    expect(passed.body.completeMission).toEqual([
      { missionId: mission.id, growthValue: 15, goldCoins: 15, medal: null, isGetReward: false },
    ]);
    expect((await viewAs(member)).mine).toEqual({ attempts: 1, attemptsLeft: 2, bestScore: 3, passed: true });

    const again = await submit(member, await fanQuizAnswers(member));
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      code: 'QUESTIONNAIRE_ALREADY_PASSED',
      message: 'You have already passed this questionnaire',
    });
    expect(again.body.completeMission).toBeUndefined();
    expect(await attemptsOf('maria_lens')).toBe(1);

    // A pass of another questionnaire the same week moves the weekly mission no further.
    const other = await operatorQuiz('same-week');
    const otherView = await viewAs(member, other.code);
    const second = await submit(member, answersFor(otherView, operatorQuizRight), other.code);
    expect(second.body.data).toMatchObject({ passed: true });
    expect(second.body.completeMission).toBeUndefined();
  });

  it('passes once, completes the mission once and counts one activity for twenty concurrent passing submissions', async () => {
    const member = await site.signedIn('budi_gamer');
    // A failed attempt first, so the submissions race on a standing that exists already.
    expect((await submit(member, await fanQuizAnswers(member, [0, 1]))).body.data).toMatchObject({
      passed: false,
    });
    const answers = await fanQuizAnswers(member);
    const replies = await Promise.all(Array.from({ length: 20 }, () => submit(member, answers)));
    const passes = replies.filter((reply) => reply.statusCode === 200);
    expect(passes).toHaveLength(1);
    expect(passes[0]!.body.data).toMatchObject({ passed: true, score: 4, attemptsLeft: 1 });
    expect(replies.filter((reply) => reply.body.code === 'QUESTIONNAIRE_ALREADY_PASSED')).toHaveLength(19);
    expect(replies.flatMap((reply) => reply.body.completeMission ?? [])).toHaveLength(1);

    const userId = await userIdOf(site.app, 'budi_gamer');
    expect(await attemptsOf('budi_gamer')).toBe(2);
    const [activity] = await rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM member_activities WHERE user_id = $1 AND activity = 'questionnaire.passed'`,
      [userId],
    );
    expect(activity!.count).toBe(1);
    const [completions] = await rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM mission_progress p JOIN missions m ON m.id = p.mission_id
       WHERE p.user_id = $1 AND m.activity = 'questionnaire.passed' AND p.completed_at IS NOT NULL`,
      [userId],
    );
    expect(completions!.count).toBe(1);
  });

  it('allows at most maxAttempts, even for twenty concurrent failing submissions', async () => {
    const member = await site.signedIn('sofia-es');
    const wrong = await fanQuizAnswers(member, [0, 1, 2]);
    const replies = await Promise.all(Array.from({ length: 20 }, () => submit(member, wrong)));
    const marked = replies.filter((reply) => reply.statusCode === 200);
    expect(marked.map((reply) => (reply.body.data as QuestionnaireResult).attemptsLeft).sort()).toEqual([
      0, 1, 2,
    ]);
    expect(replies.filter((reply) => reply.body.code === 'QUESTIONNAIRE_NO_ATTEMPTS_LEFT')).toHaveLength(17);
    expect(await attemptsOf('sofia-es')).toBe(3);

    // Out of attempts, even a right answer is refused.
    const late = await submit(member, await fanQuizAnswers(member));
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatchObject({
      code: 'QUESTIONNAIRE_NO_ATTEMPTS_LEFT',
      message: 'You have used all your attempts at this questionnaire',
    });
    expect((await viewAs(member)).mine).toEqual({
      attempts: 3,
      attemptsLeft: 0,
      bestScore: 1,
      passed: false,
    });
  });

  it('lets a member retry without limit when the questionnaire sets none', async () => {
    const quiz = await operatorQuiz('no-limit');
    expect(quiz.maxAttempts).toBeNull();
    const member = await site.signedIn('rahim_bd');
    const view = await viewAs(member, quiz.code);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const reply = await submit(member, answersFor(view, operatorQuizRight, [0]), quiz.code);
      expect(reply.body.data).toEqual({
        passed: false,
        score: 1,
        passScore: 2,
        maxScore: 2,
        attemptsLeft: null,
      });
    }
    expect((await viewAs(member, quiz.code)).mine).toMatchObject({ attempts: 4, attemptsLeft: null });
  });

  it('opens at its start, ends at its end, and ends at once when an operator closes it', async () => {
    const now = unixSeconds(clock.now());
    const quiz = await operatorQuiz('timed', { startsAt: now + 3600, endsAt: now + 7200 });
    const member = await site.signedIn('arjun.tech');
    const view = await viewAs(member, quiz.code);
    expect(view).toMatchObject({ status: 'scheduled', startsAt: now + 3600, endsAt: now + 7200 });
    const wrong = answersFor(view, operatorQuizRight, [0]);
    const early = await submit(member, wrong, quiz.code);
    expect(early.statusCode).toBe(409);
    expect(early.body).toMatchObject({
      code: 'QUESTIONNAIRE_NOT_STARTED',
      message: 'This questionnaire has not started yet',
    });

    clock.advanceSeconds(3600);
    try {
      expect((await viewAs(member, quiz.code)).status).toBe('open');
      expect((await submit(member, wrong, quiz.code)).statusCode).toBe(200);

      const close = (closed: boolean) =>
        admin.api('PUT', `/api/admin/questionnaires/${quiz.code}`, { closed });
      expect((await close(true)).body.data).toMatchObject({ closed: true, status: 'ended' });
      expect((await viewAs(member, quiz.code)).status).toBe('ended');
      expect((await submit(member, wrong, quiz.code)).body.code).toBe('QUESTIONNAIRE_ENDED');
      expect((await close(false)).body.data).toMatchObject({ closed: false, status: 'open' });

      clock.advanceSeconds(3600);
      expect((await viewAs(member, quiz.code)).status).toBe('ended');
      const late = await submit(member, wrong, quiz.code);
      expect(late.statusCode).toBe(409);
      expect(late.body).toMatchObject({ code: 'QUESTIONNAIRE_ENDED', message: 'This event has ended' });
      expect(await attemptsOf('arjun.tech', quiz.code)).toBe(1);
    } finally {
      clock.set(new Date('2026-11-18T06:30:00Z'));
    }
  });

  it('refuses hostile answers without recording an attempt', async () => {
    const member = await site.signedIn('Алексей');
    const view = await viewAs(member);
    const right = answersFor(view, fanQuizRightAnswers);
    const [q1, q2, q3, q4] = right;
    const otherQuiz = await viewAs(member, (await operatorQuiz('hostile-other')).code);
    const hostile: Record<string, Answers> = {
      'an unknown question': [...right.slice(0, 3), { questionId: '999999', optionIds: q4!.optionIds }],
      'an unknown option': [{ ...q1!, optionIds: ['999999'] }, q2!, q3!, q4!],
      "another question's option": [
        { ...q1!, optionIds: [view.questions[2]!.options[0]!.id] },
        q2!,
        q3!,
        q4!,
      ],
      "another questionnaire's option": [
        { ...q1!, optionIds: [otherQuiz.questions[0]!.options[0]!.id] },
        q2!,
        q3!,
        q4!,
      ],
      'an option twice': [q1!, { ...q2!, optionIds: [...q2!.optionIds, q2!.optionIds[0]!] }, q3!, q4!],
      'a question twice': [q1!, q2!, q3!, q4!, q1!],
      'a question twice instead of another': [q1!, q2!, q3!, q1!],
      'two options on a single-choice question': [
        { ...q1!, optionIds: view.questions[0]!.options.slice(0, 2).map((option) => option.id) },
        q2!,
        q3!,
        q4!,
      ],
      'a missing question': [q1!, q2!, q3!],
    };
    for (const [what, answers] of Object.entries(hostile)) {
      const refused = await submit(member, answers);
      expect([what, refused.statusCode, refused.body.code]).toEqual([
        what,
        400,
        'QUESTIONNAIRE_ANSWERS_INVALID',
      ]);
    }
    // The schema refuses what is not even shaped like answers.
    const shapeless = [
      [],
      [{ questionId: q1!.questionId, optionIds: [] }],
      [{ questionId: 'abc', optionIds: ['1'] }],
    ];
    for (const answers of shapeless)
      expect((await submit(member, answers)).body.code).toBe('VALIDATION_FAILED');

    expect(await attemptsOf('Алексей')).toBe(0);
    expect((await viewAs(member)).mine).toEqual({
      attempts: 0,
      attemptsLeft: 3,
      bestScore: null,
      passed: false,
    });
    expect((await submit(member, right)).body.data).toMatchObject({ passed: true, score: 4 });
  });

  it('lets banned members read but not answer', async () => {
    const banned = await site.signedIn('Ирина');
    await rows(`UPDATE users SET is_blocked = true WHERE username = 'Ирина'`);
    // The ban reaches the session cache through the announcement a moderator's ban makes.
    await site.app.deps.bus.publish('identity.invalidate', {
      kind: 'user',
      userId: await userIdOf(site.app, 'Ирина'),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const view = await viewAs(banned);
    expect(view.status).toBe('open');
    const refused = await submit(banned, answersFor(view, fanQuizRightAnswers));
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('USER_BANNED');
    expect(await attemptsOf('Ирина')).toBe(0);
  });

  it('limits how fast one member can answer', async () => {
    const member = await site.signedIn('Дмитрий-М');
    const invalid = [{ questionId: '1', optionIds: ['1'] }];
    const codes: (string | undefined)[] = [];
    for (let request = 0; request < 31; request += 1) codes.push((await submit(member, invalid)).body.code);
    expect(codes.slice(0, 30).every((code) => code === 'QUESTIONNAIRE_ANSWERS_INVALID')).toBe(true);
    expect(codes[30]).toBe('RATE_LIMITED');
  });
});
