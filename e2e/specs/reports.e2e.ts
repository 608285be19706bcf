import type { Comment } from '@fanzone/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import {
  appStarted,
  callApiFromPage,
  memberOnDesktop,
  memberOnDevice,
  memberOnPhone,
  publishThrough,
} from '../src/journeys.ts';

const publishFrom = async (page: Page, title: string) =>
  (
    await publishThrough(page, {
      title,
      contentHtml: '<p>Share your best night shots from the new camera here.</p>',
    })
  ).id;

describe('reports', () => {
  const site = useSite('in');

  it('a member reports a comment from the thread; a moderator shields it there; its author finds it marked', async () => {
    const author = await memberOnDesktop(site, 'fan');
    const postId = await publishFrom(author.page, 'Night shots thread');
    const commenter = await memberOnDesktop(site, 'arjun.tech');
    const comment = (
      await callApiFromPage<Comment>(commenter.page, 'POST', `/api/posts/${postId}/comments`, {
        content: 'Cheap followers at spam.example',
      })
    ).body.data;

    const reporter = await memberOnDesktop(site, 'priya_clicks');
    await reporter.page.goto(`/post-details/${postId}`);
    await appStarted(reporter.page);
    const item = reporter.page.getByTestId(`comment-${comment.id}`);
    await item.getByTestId('comment-report').click();
    const dialog = reporter.page.getByTestId('report-dialog');
    await expect.poll(() => dialog.getByTestId('report-review').textContent()).toContain('1–3 working days');
    // A reason is needed, and at most two.
    await dialog.getByTestId('report-submit').click();
    await expect
      .poll(() => dialog.getByTestId('report-problem').textContent())
      .toBe('Please choose a reason');
    await dialog.getByTestId('report-reason-spam').check();
    await dialog.getByTestId('report-reason-misleading').check();
    expect(await dialog.getByTestId('report-reason-abuse').isDisabled()).toBe(true);
    await dialog.getByTestId('report-details').fill('Posted the same link in five threads');
    await dialog.getByTestId('report-submit').click();
    await dialog.waitFor({ state: 'detached' });
    // Reporting it again is refused in words, nothing typed lost.
    await item.getByTestId('comment-report').click();
    await dialog.getByTestId('report-reason-spam').check();
    await dialog.getByTestId('report-submit').click();
    await expect
      .poll(() => dialog.getByTestId('report-problem').textContent())
      .toBe('You have already reported this. A moderator will review it.');
    expect(await dialog.getByTestId('report-reason-spam').isChecked()).toBe(true);
    // Nobody is offered to report their own words.
    await commenter.page.goto(`/post-details/${postId}`);
    await appStarted(commenter.page);
    await commenter.page.getByTestId(`comment-${comment.id}`).waitFor();
    expect(
      await commenter.page.getByTestId(`comment-${comment.id}`).getByTestId('comment-report').count(),
    ).toBe(0);

    // The moderator sees the report in the queue and shields the comment from the thread.
    const staff = await memberOnDesktop(site, 'moderator', 'fanzone-moderator');
    const queue = (
      await callApiFromPage<{ target: { id: string }; reporterCount: number }[]>(
        staff.page,
        'GET',
        '/api/moderation/reports',
      )
    ).body.data;
    expect(queue.find((group) => group.target.id === comment.id)).toMatchObject({ reporterCount: 1 });
    await staff.page.goto(`/post-details/${postId}`);
    await appStarted(staff.page);
    const staffItem = staff.page.getByTestId(`comment-${comment.id}`);
    await staffItem.getByTestId('comment-moderate').click();
    const menu = staff.page.getByTestId('comment-moderation-dialog');
    await menu.getByTestId('moderate-shield').click();
    await menu.getByTestId('moderation-reason').fill('Spam link');
    await menu.getByTestId('moderation-submit').click();
    await staffItem.getByTestId('comment-shielded').waitFor();

    // Members no longer see it; its author finds it marked in their comments.
    await reporter.page.reload();
    await appStarted(reporter.page);
    await reporter.page.getByTestId('comments').waitFor();
    await expect.poll(() => reporter.page.getByTestId(`comment-${comment.id}`).count()).toBe(0);
    await commenter.page.goto('/personal/comments');
    await appStarted(commenter.page);
    await commenter.page.getByTestId(`my-comment-${comment.id}`).getByTestId('my-comment-shielded').waitFor();
    await Promise.all([author, commenter, reporter, staff].map((member) => member.context.close()));
  });

  it('on a phone a member reports another member from their page, and cannot report themselves', async () => {
    const member = await memberOnDevice(site, mobile, 'budi_gamer');
    await member.page.goto('/');
    await appStarted(member.page);
    const self = (await callApiFromPage<{ id: string }>(member.page, 'GET', '/api/account/profile')).body
      .data;
    const other = (
      await callApiFromPage<{ author: { id: string } }[]>(member.page, 'GET', '/api/feeds/recommended')
    ).body.data.find((post) => post.author.id !== self.id)!.author;

    await member.page.goto(`/user/${other.id}/posts`);
    await appStarted(member.page);
    await member.page.getByTestId('report-menu-button').click();
    await member.page.getByTestId('report-link').click();
    await member.page.getByTestId('report-form').waitFor();
    await member.page.getByTestId('report-reason-abuse').check();
    await member.page.getByTestId('report-submit').click();
    await expect
      .poll(() => member.page.getByTestId('report-sent').textContent())
      .toContain('A moderator will review your report');

    await member.page.goto(`/report?user=${self.id}`);
    await appStarted(member.page);
    await expect
      .poll(() => member.page.locator('main').textContent())
      .toContain('You cannot report yourself.');
    await member.context.close();
  });

  it('on a phone a moderator opens the console, dismisses reports that hid a post, and reads the staff log', async () => {
    const admin = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    // One report is enough to hide a post here; the setting goes back at the end.
    expect(
      (await callApiFromPage(admin.page, 'PUT', '/api/admin/settings/reportsToHide', { value: 1 })).status,
    ).toBe(200);
    const author = await memberOnDesktop(site, 'fan');
    const postId = await publishFrom(author.page, 'Giveaway, click fast');
    const reporter = await memberOnDesktop(site, 'maria_lens');
    const filed = await callApiFromPage(reporter.page, 'POST', '/api/reports', {
      targetKind: 'post',
      targetId: postId,
      reasons: ['spam'],
      details: 'Looks like an ad',
    });
    expect(filed.status).toBe(200);
    expect((await callApiFromPage<unknown>(reporter.page, 'GET', `/api/posts/${postId}`)).status).toBe(404);

    const staff = await memberOnPhone(site, 'moderator', 'fanzone-moderator');
    await staff.page.goto('/personal/posts');
    await appStarted(staff.page);
    await staff.page.getByTestId('personal-console').click();
    const card = staff.page
      .getByTestId('report-groups')
      .locator('li.admin-card')
      .filter({ hasText: 'Giveaway, click fast' });
    await expect.poll(() => card.getByTestId('report-group-state').textContent()).toBe('Hidden by reports');
    expect(await card.textContent()).toContain('Looks like an ad');
    await card.getByTestId('report-dismiss').click();
    await card.waitFor({ state: 'detached' });
    expect((await callApiFromPage<unknown>(reporter.page, 'GET', `/api/posts/${postId}`)).status).toBe(200);

    await staff.page.getByTestId('admin-sections').getByText('Staff log').click();
    const log = staff.page.getByTestId('staff-log');
    await expect
      .poll(() => log.textContent())
      .toContain('moderator dismissed the reports on “Giveaway, click fast”');
    expect(await log.textContent()).toContain("Members' reports hid “Giveaway, click fast”");

    await callApiFromPage(admin.page, 'PUT', '/api/admin/settings/reportsToHide', { value: 3 });
    await Promise.all([admin, author, reporter, staff].map((member) => member.context.close()));
  });
});
