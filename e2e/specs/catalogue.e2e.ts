import { describe, expect, it } from 'vitest';
import { inBrandApp, mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { appStarted, memberOnPhone, memberOnDevice } from '../src/journeys.ts';

describe('the rewards catalogue in the console', () => {
  const site = useSite('in');

  it('an operator adds a medal, renames it, and adds a mission that awards it; a member on a phone finds the mission', async () => {
    const admin = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const page = admin.page;
    await page.goto('/admin/medals');
    await appStarted(page);

    await page.getByTestId('medal-add').click();
    const medalDialog = page.getByTestId('medal-form-dialog');
    await medalDialog.getByTestId('medal-code').fill('Night Owl!');
    await medalDialog.getByTestId('medal-name-en').fill('Night owl');
    await medalDialog.getByTestId('medal-description-en').fill('Commented after midnight');
    await medalDialog.getByTestId('medal-icon').fill('/medals/event-winner.svg');
    await medalDialog.getByTestId('medal-save').click();
    await expect.poll(() => medalDialog.textContent()).toContain('Lowercase letters, digits and dashes');
    await medalDialog.getByTestId('medal-code').fill('night-owl');
    await medalDialog.getByTestId('medal-save').click();
    await medalDialog.waitFor({ state: 'detached' });

    const medal = page.locator('li[data-testid^="medal-"]').filter({ hasText: 'Night owl' });
    await medal.getByTestId('medal-edit').click();
    await page.getByTestId('medal-form-dialog').getByTestId('medal-name-en').fill('Night owl fan');
    await page.getByTestId('medal-form-dialog').getByTestId('medal-save').click();
    await page.getByTestId('medal-form-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('medals').getByText('Night owl fan').waitFor();

    await page.getByTestId('admin-sections').getByText('Missions').click();
    await page.getByTestId('mission-add').click();
    const missionDialog = page.getByTestId('mission-form-dialog');
    await missionDialog.getByTestId('mission-code').fill('late-comments');
    await missionDialog.getByTestId('mission-title-en').fill('Comment late at night');
    await missionDialog.getByTestId('mission-activity').selectOption('comment.posted');
    await missionDialog.getByTestId('mission-target').fill('0');
    await missionDialog.getByTestId('mission-save').click();
    await expect
      .poll(() => missionDialog.textContent())
      .toContain('Please enter a whole number from 1 to 100000');
    await missionDialog.getByTestId('mission-target').fill('2');
    await missionDialog.getByTestId('mission-growthReward').fill('5');
    await missionDialog.getByTestId('mission-medal').selectOption({ label: 'Night owl fan' });
    await missionDialog.getByTestId('mission-new-active').check();
    await missionDialog.getByTestId('mission-save').click();
    await missionDialog.waitFor({ state: 'detached' });
    await page.getByTestId('missions').getByText('Comment late at night').waitFor();

    const fan = await memberOnDevice(site, mobile, 'fan');
    await fan.page.goto('/personal/missions');
    await appStarted(fan.page);
    await fan.page.getByText('Comment late at night').waitFor();
    await Promise.all([admin.context.close(), fan.context.close()]);
  });
  it('an operator writes a questionnaire in two languages, told first what is missing; a member in the app passes it', async () => {
    const admin = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const page = admin.page;
    await page.goto('/admin/questionnaires');
    await appStarted(page);
    await page.getByTestId('questionnaire-add').click();
    const writer = page.getByTestId('questionnaire-dialog');
    await writer.getByTestId('quiz-code').fill('ring-quiz');
    await writer.getByTestId('quiz-title').fill('Ring quiz');
    const question = writer.getByTestId('question-1');
    await question.getByTestId('question-prompt').fill('Which ring size fits most?');
    await question.getByTestId('option-label').nth(0).fill('Small');
    await question.getByTestId('option-label').nth(1).fill('Medium');
    await writer.getByTestId('quiz-save').click();
    await expect
      .poll(() => writer.getByTestId('quiz-problems').textContent())
      .toBe('Question 1: tick exactly one right option');
    await question.getByTestId('option-correct').nth(1).check();
    // The same fields in Russian: English stays as written.
    await writer.getByTestId('quiz-languages').getByRole('tab', { name: 'Russian' }).click();
    await writer.getByTestId('quiz-title').fill('Викторина о кольце');
    await writer.getByTestId('quiz-languages').getByRole('tab', { name: 'English' }).click();
    expect(await writer.getByTestId('quiz-title').inputValue()).toBe('Ring quiz');
    await writer.getByTestId('quiz-save').click();
    await writer.waitFor({ state: 'detached' });
    await page.getByTestId('questionnaire-ring-quiz').waitFor();

    const fan = await memberOnDevice(site, inBrandApp, 'fan');
    await fan.page.goto('/wq/ring-quiz');
    await appStarted(fan.page);
    await expect.poll(() => fan.page.getByTestId('questionnaire-title').textContent()).toBe('Ring quiz');
    await fan.page.getByTestId('question-1').getByLabel('Medium', { exact: true }).check();
    await fan.page.getByTestId('questionnaire-submit').click();
    await expect
      .poll(() => fan.page.getByTestId('questionnaire-result').getAttribute('data-outcome'))
      .toBe('passed');
    await Promise.all([admin.context.close(), fan.context.close()]);
  });
});
