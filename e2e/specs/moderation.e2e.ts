import type { PostDetail } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import {
  appStarted,
  boardNamed,
  callApiFromPage,
  memberOnDesktop,
  memberOnDevice,
  memberOnPhone,
  publishThrough,
} from '../src/journeys.ts';

describe('moderation', () => {
  const site = useSite('in');

  it('a moderator pins, features, moves and shields a post from its page, undoes the shield, and locks it', async () => {
    const author = await memberOnDesktop(site, 'fan');
    const postId = (
      await publishThrough(author.page, {
        title: 'Moderate me please',
        contentHtml: '<p>A post for the moderators to try their tools on.</p>',
      })
    ).id;

    const staff = await memberOnDesktop(site, 'moderator', 'fanzone-moderator');
    const page = staff.page;
    await page.goto(`/post-details/${postId}`);
    await appStarted(page);
    const dialog = page.getByTestId('moderation-dialog');
    const act = async (key: string) => {
      await page.getByTestId('post-moderate').click();
      await dialog.getByTestId(`moderate-${key}`).click();
    };

    await act('pinSub');
    await page.getByTestId('post-label-pinnedSub').waitFor();
    await act('feature');
    await page.getByTestId('post-label-featured').waitFor();

    // Moved to the Pro board's first open section; the post page follows.
    await act('move');
    const pro = await boardNamed(page, 'Nova 12 Pro');
    await dialog.getByTestId('moderation-move-board').selectOption(pro.id);
    await dialog.getByTestId('moderation-move-section').selectOption(pro.sections.find((s) => !s.closed)!.id);
    await dialog.getByTestId('moderation-submit').click();
    await expect.poll(() => page.getByTestId('post').textContent()).toContain('Nova 12 Pro');
    // Moving dropped the pin that belonged to the old board.
    expect(await page.getByTestId('post-label-pinnedSub').count()).toBe(0);

    // Shielding asks why, first in the spec's way when nothing is given.
    await act('shield');
    await dialog.getByTestId('moderation-submit').click();
    await expect.poll(() => dialog.textContent()).toContain('Please give a reason');
    await dialog.getByTestId('moderation-reason').fill('Shows a phone number');
    await dialog.getByTestId('moderation-submit').click();
    await page.getByTestId('post-shielded').waitFor();
    // Its author still reads it; other members find it gone.
    expect((await callApiFromPage(author.page, 'GET', `/api/posts/${postId}`)).status).toBe(200);
    await act('unshield');
    await page.getByTestId('post-shielded').waitFor({ state: 'detached' });

    await act('lock');
    await dialog.getByTestId('moderation-submit').click();
    await page.getByTestId('post-label-locked').waitFor();

    // The author reads what happened in the message centre, and a member meets the lock.
    const lines = (
      await callApiFromPage<{ kind: string; excerpt: string | null }[]>(
        author.page,
        'GET',
        '/api/message/list?type=system',
      )
    ).body.data;
    expect(lines.map((line) => line.kind)).toEqual(
      expect.arrayContaining(['postFeatured', 'postMoved', 'postShielded', 'postRestored', 'postLocked']),
    );
    expect(lines.find((line) => line.kind === 'postShielded')!.excerpt).toBe('Shows a phone number');
    const reader = await memberOnDevice(site, mobile, 'priya_clicks');
    await reader.page.goto(`/post-details/${postId}`);
    await appStarted(reader.page);
    await expect
      .poll(() => reader.page.getByTestId('comments-locked').textContent())
      .toContain('Please contact an admin');
    expect(await reader.page.getByTestId('post-moderate').count()).toBe(0);

    // Every step is in the staff log, newest first.
    const log = (
      await callApiFromPage<{ action: string; target: { id: string } }[]>(page, 'GET', '/api/moderation/log')
    ).body.data.filter((entry) => entry.target.id === postId);
    expect(log.map((entry) => entry.action)).toEqual([
      'post.locked',
      'post.unshielded',
      'post.shielded',
      'post.moved',
      'post.featured',
      'post.pinned',
    ]);
    await Promise.all([author.context.close(), staff.context.close(), reader.context.close()]);
  });

  it('a post with a watched word waits for approval, marked Pending for its author; a moderator approves one and not another from the console on a phone', async () => {
    const admin = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    const words = await callApiFromPage(admin.page, 'PUT', '/api/admin/settings/watchedWords', {
      value: [{ word: 'giveaway', action: 'approve' }],
    });
    expect(words.status).toBe(200);
    const author = await memberOnDesktop(site, 'fan');
    const publish = async (title: string) => {
      const post = await publishThrough(author.page, {
        title,
        contentHtml: '<p>My old case is free to a good home, pick it up in town.</p>',
      });
      expect(post.pending).toBe(true);
      return post.id;
    };
    const kept = await publish('Giveaway: my old Nova 12 case');
    const refused = await publish('Giveaway of followers');
    await author.page.goto(`/post-details/${kept}`);
    await appStarted(author.page);
    await expect
      .poll(() => author.page.getByTestId('post-pending').textContent())
      .toContain('waits for a moderator’s approval');

    const staff = await memberOnPhone(site, 'moderator', 'fanzone-moderator');
    await staff.page.goto('/admin/approvals');
    await appStarted(staff.page);
    const keptCard = staff.page.getByTestId(`pending-post-${kept}`);
    await expect
      .poll(() => keptCard.getByTestId('pending-post-reason').textContent())
      .toBe('Holds a word the community watches');
    await keptCard.getByTestId('pending-approve').click();
    await keptCard.waitFor({ state: 'detached' });
    const refusedCard = staff.page.getByTestId(`pending-post-${refused}`);
    await refusedCard.getByTestId('pending-reject').click();
    const dialog = staff.page.getByTestId('pending-reject-dialog');
    await dialog.getByTestId('moderation-submit').click();
    await expect
      .poll(() => dialog.getByTestId('moderation-reason-error').textContent())
      .toBe('Please give a reason');
    await dialog.getByTestId('moderation-reason').fill('Selling followers is not allowed');
    await dialog.getByTestId('moderation-submit').click();
    await staff.page.getByTestId('approvals-empty').waitFor();

    // The approved post is out for everyone; its author hears of both decisions.
    await author.page.reload();
    await appStarted(author.page);
    await author.page.getByTestId('post-content').waitFor();
    expect(await author.page.getByTestId('post-pending').count()).toBe(0);
    await author.page.goto('/personal/message?tab=system');
    await appStarted(author.page);
    await expect
      .poll(() => author.page.getByTestId('notifications').textContent())
      .toContain('A moderator approved your post');
    expect(await author.page.getByTestId('notifications').textContent()).toContain(
      'Selling followers is not allowed',
    );
    await Promise.all([admin.context.close(), author.context.close(), staff.context.close()]);
  });

  it("a board's moderator bans a member from their board in the console; the member, on a phone, is told so in place of the comment box, and may write again once it is lifted", async () => {
    const admin = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    const series = await boardNamed(admin.page, 'Nova 12 Series');
    const boardModeratorId = (
      await callApiFromPage<{ id: string }[]>(admin.page, 'GET', '/api/moderation/members?query=Ирина')
    ).body.data[0]!.id;
    const promoted = await callApiFromPage(admin.page, 'PUT', `/api/admin/members/${boardModeratorId}/role`, {
      role: 'moderator',
      boardIds: [series.id],
    });
    expect(promoted.status).toBe(200);

    // The member writes in the board (so its moderator knows them), then meets the ban there.
    const member = await memberOnDevice(site, mobile, 'rahim_bd');
    await member.page.goto('/');
    await appStarted(member.page);
    const postId = (
      await publishThrough(member.page, {
        boardName: 'Nova 12',
        title: 'Battery after the update',
        contentHtml: '<p>Anyone else losing ten percent a night?</p>',
      })
    ).id;

    const moderator = await memberOnPhone(site, 'Ирина');
    await moderator.page.goto('/admin/members');
    await appStarted(moderator.page);
    await moderator.page.getByTestId('members-search').fill('rahim');
    const card = moderator.page.getByTestId('members').locator('li.admin-card', { hasText: 'rahim_bd' });
    await card.getByTestId('member-ban-open').click();
    const dialog = moderator.page.getByTestId('ban-dialog');
    // A board's moderator is offered their board and its sub boards only, never the whole community.
    const places = await dialog.getByTestId('ban-place').locator('option').allTextContents();
    expect(places[0]).toBe('Nova 12 Series');
    expect(places.slice(1).every((place) => place.startsWith('Nova 12 Series › '))).toBe(true);
    await dialog.getByTestId('ban-reason').fill('Flame wars in the battery threads');
    await dialog.getByTestId('ban-length').selectOption('3');
    await dialog.getByTestId('ban-submit').click();
    await card.getByTestId(`member-board-ban-${series.id}`).waitFor();

    await member.page.goto(`/post-details/${postId}`);
    await appStarted(member.page);
    const notice = member.page.getByTestId('comments-board-ban');
    await expect
      .poll(() => notice.textContent())
      .toContain('You are banned from writing in this board until');
    expect(await member.page.getByTestId('comment-field').count()).toBe(0);
    expect(await member.page.getByTestId('post-edit').count()).toBe(0);

    await card.getByTestId('member-board-ban-lift').click();
    await card.getByTestId(`member-board-ban-${series.id}`).waitFor({ state: 'detached' });
    await member.page.reload();
    await appStarted(member.page);
    await member.page.getByTestId('comment-field').waitFor();
    expect(await member.page.getByTestId('comments-board-ban').count()).toBe(0);
    await Promise.all([admin.context.close(), member.context.close(), moderator.context.close()]);
  });

  it('a moderator bans a member from their profile; the member meets the ban message when commenting; the ban is lifted', async () => {
    const member = await memberOnDevice(site, mobile, 'budi_gamer');
    await member.page.goto('/');
    await appStarted(member.page);
    const memberId = (await callApiFromPage<{ id: string }>(member.page, 'GET', '/api/account/profile')).body
      .data.id;
    const staff = await memberOnDesktop(site, 'moderator', 'fanzone-moderator');
    await staff.page.goto(`/user/${memberId}/posts`);
    await appStarted(staff.page);
    await staff.page.getByTestId('member-ban-open').click();
    const dialog = staff.page.getByTestId('ban-dialog');
    await dialog.getByTestId('ban-submit').click();
    await expect.poll(() => dialog.textContent()).toContain('Please give a reason');
    await dialog.getByTestId('ban-reason').fill('Insults in the comments');
    await dialog.getByTestId('ban-length').selectOption('3');
    await dialog.getByTestId('ban-submit').click();
    await expect
      .poll(() => staff.page.getByTestId('member-ban').textContent())
      .toContain('Insults in the comments');

    // The member still reads, but a comment is refused with the spec's words.
    const [post] = (await callApiFromPage<{ id: string }[]>(member.page, 'GET', '/api/feeds/recommended'))
      .body.data;
    await member.page.goto(`/post-details/${post!.id}`);
    await appStarted(member.page);
    const field = member.page.getByTestId('comment-field');
    await field.click();
    await field.fill('You are all wrong');
    await member.page.getByTestId('comment-submit').click();
    await expect
      .poll(() => member.page.locator('body').textContent())
      .toContain('Sorry, you have been banned. You cannot perform any action at this moment.');
    expect(
      (await callApiFromPage<{ isBlocked: boolean }>(member.page, 'GET', '/api/account/profile')).body.data
        .isBlocked,
    ).toBe(true);

    await staff.page.getByTestId('member-ban-lift').click();
    await staff.page.getByTestId('member-ban-open').waitFor();
    expect(
      (await callApiFromPage<{ isBlocked: boolean }>(member.page, 'GET', '/api/account/profile')).body.data
        .isBlocked,
    ).toBe(false);
    await Promise.all([member.context.close(), staff.context.close()]);
  });

  it('an admin finds a member in the console and makes them a moderator of one board, and changes settings within their ranges', async () => {
    const admin = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const page = admin.page;
    await page.goto('/admin/members');
    await appStarted(page);
    await page.getByTestId('members-search').fill('MARIA');
    const card = page.locator('[data-testid^="member-"]').filter({ hasText: 'maria_lens' }).first();
    await expect.poll(() => card.getByTestId('member-role').textContent()).toBe('Member');
    await card.getByTestId('member-role-open').click();
    const dialog = page.getByTestId('member-role-dialog');
    await dialog.getByTestId('member-role-moderator').check();
    const board = await boardNamed(page, 'Nova 12 Series');
    await dialog.getByTestId(`member-board-${board.id}`).check();
    await dialog.getByTestId('member-role-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => card.getByTestId('member-boards').textContent())
      .toBe('Moderates: Nova 12 Series');

    // The member's own session moderates that board at once.
    const maria = await memberOnDesktop(site, 'maria_lens');
    const novaPosts = await callApiFromPage<{ id: string }[]>(
      maria.page,
      'GET',
      `/api/forum/${(await boardNamed(maria.page, 'Nova 12')).id}/posts`,
    );
    const detail = await callApiFromPage<PostDetail>(
      maria.page,
      'GET',
      `/api/posts/${novaPosts.body.data[0]!.id}`,
    );
    expect(detail.body.data.canModerate).toBe(true);

    // Settings: a number out of its range is refused in words before it is sent; a good one is saved.
    await page.getByTestId('admin-sections').getByText('Settings').click();
    await page.getByTestId('settings').waitFor();
    await page.getByTestId('setting-reportsToHide').fill('500');
    await page.getByTestId('setting-reportsToHide-save').click();
    await expect
      .poll(() => page.getByTestId('setting-reportsToHide-problem').textContent())
      .toBe('Please enter a whole number from 0 to 100');
    await page.getByTestId('setting-reportsToHide').fill('4');
    await page.getByTestId('setting-reportsToHide-save').click();
    await expect
      .poll(
        async () =>
          (await callApiFromPage<Record<string, unknown>>(page, 'GET', '/api/admin/settings')).body.data
            .reportsToHide,
      )
      .toBe(4);
    await page.getByTestId('admin-sections').getByText('Staff log').click();
    await expect
      .poll(() => page.getByTestId('admin').textContent())
      .toContain('admin changed the role of maria_lens');
    await Promise.all([admin.context.close(), maria.context.close()]);
  });

  it("an admin sets a member's level and editor group from the console on a phone; the card shows both and the member's open session reads the editors' board", async () => {
    const lukas = await memberOnDesktop(site, 'lukas_de');
    const editorsBoard = async () =>
      (
        await callApiFromPage<{ name: string; children: { name: string }[] }[]>(
          lukas.page,
          'GET',
          '/api/forum/list',
        )
      ).body.data
        .flatMap((main) => [main.name, ...main.children.map((child) => child.name)])
        .includes("Editors' desk");
    expect(await editorsBoard()).toBe(false);

    const admin = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const page = admin.page;
    await page.goto('/admin/members');
    await appStarted(page);
    await page.getByTestId('members-search').fill('lukas');
    const card = page.locator('[data-testid^="member-"]').filter({ hasText: 'lukas_de' }).first();
    await card.getByTestId('member-level-groups-open').click();
    const dialog = page.getByTestId('member-level-groups-dialog');
    // A level past the community's ten is refused in the app's words before anything is sent.
    await expect.poll(() => dialog.getByTestId('member-level-hint').textContent()).toContain('From 1 to 10');
    await dialog.getByTestId('member-level').fill('11');
    await dialog.getByTestId('member-level-save').click();
    await expect
      .poll(() => dialog.getByTestId('member-level-problem').textContent())
      .toBe('Please enter a whole number from 1 to 10');
    await dialog.getByTestId('member-level').fill('6');
    await dialog.getByTestId('member-level-save').click();
    await expect
      .poll(() => dialog.getByTestId('member-level-saved').textContent())
      .toBe('lukas_de is now at level 6');
    await dialog.locator('label').filter({ hasText: 'Camera Club Editor' }).getByRole('checkbox').check();
    await dialog.getByTestId('member-groups-save').click();
    await expect
      .poll(() => dialog.getByTestId('member-groups-saved').textContent())
      .toBe('lukas_de’s editor groups are saved');
    // Nothing in the sheet is wider than the phone.
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.textContent()).toContain('Level 6');
    await expect
      .poll(() => card.getByTestId('member-editor-groups').textContent())
      .toBe('Editor groups: Camera Club Editor');
    expect(await editorsBoard()).toBe(true);
    await Promise.all([admin.context.close(), lukas.context.close()]);
  });

  it("a board's moderator selects posts in its list on a phone, moves them to another board together, then sinks them there", async () => {
    const author = await memberOnDesktop(site, 'priya_clicks');
    const board = await boardNamed(author.page, 'Nova 12');
    const ids: string[] = [];
    for (const title of ['Bulk one: wrong board', 'Bulk two: wrong board']) {
      const post = await publishThrough(author.page, {
        title,
        contentHtml: '<p>This belongs with the other phone, a moderator will move it.</p>',
      });
      ids.push(post.id);
    }
    const target = await boardNamed(author.page, 'Nova 12 Pro');

    const staff = await memberOnDevice(site, mobile, 'moderator', 'fanzone-moderator');
    const page = staff.page;
    await page.goto(`/board/detail/${board.id}`);
    await appStarted(page);
    await page.getByTestId('board-select').click();
    for (const id of ids) await page.getByTestId(`post-select-${id}`).check();
    await expect.poll(() => page.getByTestId('bulk-count').textContent()).toBe('Selected: 2');
    await page.getByTestId('bulk-move').click();
    const dialog = page.getByTestId('bulk-dialog');
    await dialog.getByTestId('moderation-move-board').selectOption(target.id);
    await dialog.getByTestId('moderation-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('bulk-moderation').waitFor({ state: 'detached' });
    for (const id of ids) await page.getByTestId(`post-card-${id}`).waitFor({ state: 'detached' });
    for (const id of ids) {
      const moved = await callApiFromPage<PostDetail>(page, 'GET', `/api/posts/${id}`);
      expect(moved.body.data.board.id).toBe(target.id);
    }
    // In their new board: selected again and sunk together.
    await page.goto(`/board/detail/${target.id}`);
    await appStarted(page);
    await page.getByTestId('board-select').click();
    for (const id of ids) await page.getByTestId(`post-select-${id}`).check();
    await page.getByTestId('bulk-sink').click();
    await page.getByTestId('bulk-moderation').waitFor({ state: 'detached' });
    for (const id of ids) {
      const sunk = await callApiFromPage<PostDetail>(page, 'GET', `/api/posts/${id}`);
      expect(sunk.body.data.sunk).toBe(true);
    }
    // Members are offered no selection.
    await author.page.goto(`/board/detail/${board.id}`);
    await appStarted(author.page);
    await author.page.getByTestId('board-post-list').waitFor();
    expect(await author.page.getByTestId('board-select').count()).toBe(0);
    await Promise.all([author.context.close(), staff.context.close()]);
  });

  it('an operator tunes and switches off a mission, gives a medal to a member found by name and closes a questionnaire, in the console', async () => {
    const admin = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const page = admin.page;
    await page.goto('/admin/settings');
    await appStarted(page);
    // Missions: tuned within their ranges and switched off in place.
    await page.getByTestId('admin-sections').getByText('Missions').click();
    const mission = page
      .locator('[data-testid^="mission-"]')
      .filter({ has: page.getByTestId('mission-edit') })
      .first();
    await mission.getByTestId('mission-edit').click();
    const missionDialog = page.getByTestId('mission-dialog');
    await missionDialog.getByTestId('mission-target').fill('0');
    await missionDialog.getByTestId('mission-save').click();
    await expect
      .poll(() => missionDialog.getByTestId('mission-target-problem').textContent())
      .toBe('Please enter a whole number from 1 to 100000');
    await missionDialog.getByTestId('mission-target').fill('3');
    await missionDialog.getByTestId('mission-save').click();
    await missionDialog.waitFor({ state: 'detached' });
    await mission.getByTestId('mission-active').click();
    await expect.poll(() => mission.textContent()).toContain('Off');
    // Medals: given by hand to a member found by name; the holders count follows.
    await page.getByTestId('admin-sections').getByText('Medals').click();
    const medal = page
      .locator('[data-testid^="medal-"]')
      .filter({ has: page.getByTestId('medal-give') })
      .first();
    const holders = async () =>
      Number(/\d+/.exec((await medal.getByTestId('medal-holders').textContent()) ?? '')![0]);
    const before = await holders();
    await medal.getByTestId('medal-give').click();
    const medalDialog = page.getByTestId('medal-dialog');
    await medalDialog.getByTestId('medal-member-search').fill('budi');
    await medalDialog.getByTestId('medal-pick-budi_gamer').click();
    await medalDialog.waitFor({ state: 'detached' });
    await expect.poll(holders).toBe(before + 1);
    // Questionnaires: how members did, and closed to new attempts in place.
    await page.getByTestId('admin-sections').getByText('Questionnaires').click();
    const quiz = page.getByTestId('questionnaire-fan-quiz');
    await expect
      .poll(() => quiz.getByTestId('questionnaire-results').textContent())
      .toMatch(/^Attempts: \d+/);
    await quiz.getByTestId('questionnaire-closed').click();
    await expect.poll(() => quiz.textContent()).toContain('Closed');
    await admin.context.close();
  });
});
