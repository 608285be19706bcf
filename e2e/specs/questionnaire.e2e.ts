import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoQuestionnaire, fanQuizRightAnswers } from '../../packages/server/src/demo/demoQuestionnaire.ts';
import { inBrandApp, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { appStarted, callApiFromPage, memberOnDesktop, memberOnDevice } from '../src/journeys.ts';

const quizPath = `/wq/${demoQuestionnaire.code}`;

/** The English labels of each demo question's wrong options, in question order. */
const wrongAnswers = demoQuestionnaire.questions.map((question) => [
  question.options.find((option) => !option.correct)?.label.en ?? '',
]);

/** Ticks these options (by their labels) on each question, in question order. */
async function answer(page: Page, labels: string[][]) {
  for (const [index, options] of labels.entries()) {
    const question = page.getByTestId(`question-${index + 1}`);
    for (const label of options) await question.getByLabel(label, { exact: true }).check();
  }
}

describe('questionnaire (/wq/{code}, inside the app)', () => {
  const site = useSite('in');

  it('a failure states the score and the threshold; Try again with the right answers passes, the popup shows, a reload shows the pass', async () => {
    const { context, page } = await memberOnDevice(site, inBrandApp, 'priya_clicks');
    const answerCalls: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        request.url().endsWith(`/api/questionnaires/${demoQuestionnaire.code}/answers`)
      )
        answerCalls.push(request.url());
    });
    await page.goto(quizPath);
    await expect
      .poll(() => page.getByTestId('questionnaire-title').textContent(), { timeout: 10_000 })
      .toBe(demoQuestionnaire.title.en);
    // App-only: no header, footer or tab bar.
    expect(await page.getByTestId('mobile-header').count()).toBe(0);
    expect(await page.getByTestId('questionnaire-pass-score').textContent()).toBe('3 of 4 points to pass');
    expect(await page.getByTestId('questionnaire-attempts').textContent()).toBe('3 attempts left');
    expect(await page.getByTestId('questionnaire-form').locator('fieldset').count()).toBe(4);
    expect(await page.getByTestId('question-1').getByRole('radio').count()).toBe(3);
    expect(await page.getByTestId('question-2').getByRole('checkbox').count()).toBe(4);
    expect(await page.getByTestId('question-2').locator('legend').textContent()).toContain('1 point');

    // Half answered: the client says what the server would, and sends nothing.
    await answer(page, wrongAnswers.slice(0, 2));
    await page.getByTestId('questionnaire-submit').click();
    await expect
      .poll(() => page.getByTestId('questionnaire-unanswered').textContent())
      .toBe('Please answer every question');
    expect(await page.getByTestId('question-3').getAttribute('data-unanswered')).toBe('true');
    expect(answerCalls).toEqual([]);

    await answer(page, [[], [], ...wrongAnswers.slice(2)]);
    await page.getByTestId('questionnaire-submit').click();
    const result = page.getByTestId('questionnaire-result');
    await expect
      .poll(() => result.locator('.quiz-result__headline').textContent())
      .toBe('You scored 0 of 4 points; 3 are needed to pass.');
    expect(await page.getByTestId('questionnaire-attempts-left').textContent()).toBe('2 attempts left');
    expect(answerCalls).toHaveLength(1);
    // The marked answers stay on show, locked.
    expect(await page.getByTestId('question-1').getByRole('radio').first().isDisabled()).toBe(true);

    // A second tab, still open at the questions, will answer after the pass.
    const otherTab = await context.newPage();
    await otherTab.goto(quizPath);
    await answer(otherTab, fanQuizRightAnswers);

    await page.getByTestId('questionnaire-try-again').click();
    await expect.poll(() => page.getByTestId('questionnaire-submit').isVisible()).toBe(true);
    expect(await page.getByTestId('questionnaire-form').locator('input:checked').count()).toBe(0);
    await answer(page, fanQuizRightAnswers);
    await page.getByTestId('questionnaire-submit').click();
    await expect
      .poll(() => result.locator('.quiz-result__headline').textContent())
      .toBe('You passed with 4 of 4 points. Well done!');
    expect(await result.getAttribute('data-outcome')).toBe('passed');

    // The pass completes the questionnaire mission: its Coins bring up the popup; Esc skips it.
    const popup = page.getByTestId('congrats-dialog');
    await expect.poll(() => popup.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await popup.textContent()).toContain('Congratulations');
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);

    // The server refuses the second tab's answers: its message shows, and the page shows the pass.
    await otherTab.getByTestId('questionnaire-submit').click();
    await expect
      .poll(() => otherTab.getByTestId('toaster').textContent())
      .toContain('You have already passed this questionnaire');
    await expect
      .poll(() => otherTab.getByTestId('questionnaire-notice').textContent())
      .toContain('You have already passed this questionnaire');
    await otherTab.close();

    await page.reload();
    const notice = page.getByTestId('questionnaire-notice');
    await expect
      .poll(() => notice.textContent(), { timeout: 10_000 })
      .toContain('You have already passed this questionnaire');
    expect(await notice.textContent()).toContain('Your best score: 4 of 4 points');
    expect(await page.getByTestId('questionnaire-form').count()).toBe(0);
    await context.close();
  });

  it('a visitor reads the questions and is asked to log in instead of submitting; an unknown code is not available', async () => {
    const { context, page } = await openPage(site.browser, site.url, inBrandApp);
    await page.goto(quizPath);
    await appStarted(page);
    const login = page.getByTestId('questionnaire-login');
    await expect.poll(() => login.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await login.textContent()).toContain('Log in to answer this questionnaire.');
    expect(await page.getByTestId('questionnaire-submit').count()).toBe(0);
    expect(await page.getByTestId('questionnaire-form').locator('fieldset').count()).toBe(4);

    await page.goto('/wq/no-such-quiz');
    await expect
      .poll(() => page.getByTestId('questionnaire-not-found').textContent(), { timeout: 10_000 })
      .toBe('This questionnaire is not available');
    await context.close();
  });

  it("shows an operator's text as text, and a questionnaire that has not started with its start time", async () => {
    const admin = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    const startsAt = Math.floor(Date.now() / 1000) + 3 * 86_400;
    const created = await callApiFromPage(admin.page, 'POST', '/api/admin/questionnaires', {
      code: 'later-quiz',
      title: { en: '<b>Later</b> quiz' },
      description: { en: '<img src=x onerror="window.hacked=1">' },
      passScore: 1,
      startsAt,
      questions: [
        {
          prompt: { en: 'Pick <i>one</i>' },
          kind: 'single',
          points: 1,
          options: [
            { label: { en: '<b>bold</b>' }, correct: true },
            { label: { en: 'plain' }, correct: false },
          ],
        },
      ],
    });
    expect(created.status).toBe(200);
    await admin.context.close();

    const { context, page } = await openPage(site.browser, site.url, inBrandApp);
    await page.goto('/wq/later-quiz');
    await expect
      .poll(() => page.getByTestId('questionnaire-title').textContent(), { timeout: 10_000 })
      .toBe('<b>Later</b> quiz');
    expect(await page.getByTestId('questionnaire').locator('b, img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    const notice = page.getByTestId('questionnaire-notice');
    const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(startsAt * 1000),
    );
    expect(await notice.textContent()).toBe(`This questionnaire opens on ${shown}`);
    expect(await notice.locator('time').getAttribute('datetime')).toBe(
      new Date(startsAt * 1000).toISOString(),
    );
    expect(await page.getByTestId('questionnaire-form').count()).toBe(0);
    await context.close();
  });
});
