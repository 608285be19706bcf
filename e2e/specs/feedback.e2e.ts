import { describe, expect, it } from 'vitest';
import { mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { appStarted, callApiFromPage, memberOnDevice, memberOnPhone } from '../src/journeys.ts';

describe('feedback', () => {
  const site = useSite('in');

  it('a member sends feedback on a phone, gets its number, and reads the answer an operator gives in the console', async () => {
    const member = await memberOnDevice(site, mobile, 'priya_clicks');
    const page = member.page;
    await page.goto('/feedback');
    await appStarted(page);
    await page.getByTestId('feedback-form').waitFor();

    // Each field's problem in the spec's words, nothing typed lost.
    await page.getByTestId('bug-description').fill('It crashes.');
    await page.getByTestId('bug-contact').fill('call me');
    await page.getByTestId('feedback-submit').click();
    const form = page.getByTestId('feedback-form');
    await expect.poll(() => form.textContent()).toContain('Please enter your device');
    expect(await form.textContent()).toContain('Please enter the correct contact');
    expect(await form.textContent()).toContain('Please describe the problem in 10 to 150 words');
    expect(await page.getByTestId('bug-description').inputValue()).toBe('It crashes.');

    await page.getByTestId('bug-device').fill('Nova 12 Pro');
    await page.getByTestId('bug-frequency').selectOption('often');
    await page
      .getByTestId('bug-description')
      .fill('The camera app closes by itself when I switch to night mode after sunset.');
    await page.getByTestId('bug-contact').fill('priya@example.com');
    await page.getByTestId('feedback-submit').click();
    const item = page.getByTestId('my-feedback').locator('li').first();
    await expect.poll(() => item.getByTestId('feedback-status').textContent()).toBe('Submitted');
    const number = (await item.getByTestId('feedback-number').textContent())!;
    expect(number).toMatch(/^FB\d{6,}$/);
    expect(await page.locator('body').textContent()).toContain(`Your feedback number is ${number}`);

    const operator = await memberOnPhone(site, 'admin', 'fanzone-admin');
    await operator.page.goto('/admin/feedback');
    await appStarted(operator.page);
    const card = operator.page
      .getByTestId('feedback-for-operators')
      .locator('li.admin-card')
      .filter({ hasText: number });
    await card.getByTestId('feedback-answer-field').fill('Thanks! Fixed in the 5.2 update.');
    await card.getByTestId('feedback-answer-submit').click();
    await card.waitFor({ state: 'detached' });

    await page.reload();
    await appStarted(page);
    await expect.poll(() => item.getByTestId('feedback-status').textContent()).toBe('Answered');
    expect(await item.getByTestId('feedback-answer').textContent()).toContain('Fixed in the 5.2 update.');
    const [line] = (
      await callApiFromPage<{ kind: string; subject: string }[]>(page, 'GET', '/api/message/list?type=system')
    ).body.data;
    expect(line).toMatchObject({ kind: 'feedbackAnswered', subject: number });
    await Promise.all([member.context.close(), operator.context.close()]);
  });
});
