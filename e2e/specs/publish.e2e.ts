import type { Draft, PostDetail } from '@fanzone/contract';
import type { Page } from 'playwright-core';
import { solidPng, submitLoginForm, videoFile } from '@fanzone/testkit';
import { describe, expect, it } from 'vitest';
import { mobile, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { acceptCookies, callApiFromPage, memberOnDesktop, skipCongratulations } from '../src/journeys.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ');

type Site = { browser: Parameters<typeof openPage>[0]; url: string };

/** On a phone there is no header login button: a members-only page starts the login itself. */
async function mobileFanPageAt(site: Site, path: string) {
  const { context, page } = await openPage(site.browser, site.url, mobile);
  await page.goto(path);
  await page.waitForURL(/\/idp\/login\//);
  await submitLoginForm(page, 'fan', 'fanzone-fan');
  await page.waitForURL((url) => url.pathname === path);
  await acceptCookies(page);
  return { context, page };
}

/** Board "Nova 12 Series", section "Camera" in the inline chooser (desktop). */
async function chooseCameraSection(page: Page) {
  await page.getByTestId('board-choices').getByRole('button', { name: 'Nova 12 Series' }).click();
  await page.getByTestId('section-choices').getByRole('button', { name: 'Camera' }).click();
}

async function postIdFromUrl(page: Page): Promise<string> {
  await page.waitForURL(/\/post-details\/\d+$/);
  return /\/post-details\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
}

describe('publishing', () => {
  const site = useSite('in', { POSTING_RATE_LIMIT_PER_MINUTE: '1000' });

  it('publishes a post with an image in its content, a cover and a poll, then shows it', async () => {
    const { context, page } = await memberOnDesktop(site, 'fan');
    await page.goto('/publish/post');
    const form = page.getByTestId('publish-form');
    await form.waitFor();

    // Nothing filled in: the spec's own messages, and nothing is sent.
    let published = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/posts') published += 1;
    });
    await page.getByTestId('publish-submit').click();
    await expect.poll(() => form.textContent()).toContain('Please write a title');
    expect(await form.textContent()).toContain('The content can not be empty');
    expect(await form.textContent()).toContain('Please choose a board');
    expect(await form.textContent()).toContain('Please choose a category');
    expect(published).toBe(0);

    await page.getByTestId('publish-title').fill('Night mode on the Nova 12');
    const editor = page.getByTestId('editor-content');
    await editor.click();
    await page.keyboard.type('Shot this at midnight without a tripod.');
    await page
      .getByTestId('editor-image-input')
      .setInputFiles({ name: 'night.png', mimeType: 'image/png', buffer: solidPng(64, 48) });
    await expect.poll(() => editor.locator('img').count(), { timeout: 20_000 }).toBe(1);
    // A YouTube video by its address; anything else is refused in the dialog.
    await page.getByTestId('editor-youtube').click();
    await page.getByTestId('youtube-dialog-input').fill('https://vimeo.com/123');
    await page.getByTestId('youtube-dialog-submit').click();
    await expect
      .poll(() => page.getByTestId('youtube-dialog').textContent())
      .toContain('Please enter the address of a YouTube video');
    await page.getByTestId('youtube-dialog-input').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByTestId('youtube-dialog-submit').click();
    await expect.poll(() => editor.locator('iframe').count()).toBe(1);

    // A closed section answers 'choose another' and stays unchosen.
    await page.getByTestId('board-choices').getByRole('button', { name: 'Nova 12 Series' }).click();
    await page
      .getByTestId('section-choices')
      .getByRole('button', { name: 'Official notices' })
      .click({ force: true });
    await expect
      .poll(() => page.getByTestId('board-chooser').textContent())
      .toContain('Please choose another');
    await page.getByTestId('section-choices').getByRole('button', { name: 'Camera' }).click();
    await page.getByTestId('category-photography').click();

    // The cover: over 5MB is refused before any upload, then a real one is previewed at 16:9.
    const cover = page.getByTestId('cover-field');
    await page
      .getByTestId('cover-input')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect.poll(() => cover.textContent()).toContain('Image too large (5MB)');
    await page
      .getByTestId('cover-input')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(160, 90, [63, 142, 252]) });
    const preview = page.getByTestId('cover-preview');
    await preview.waitFor({ timeout: 20_000 });
    const box = await page.locator('.cover-preview').boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);

    await page.getByTestId('attachments-input').setInputFiles({
      name: 'camera.log',
      mimeType: 'text/plain',
      buffer: Buffer.from('shutter 1/4s ISO 3200\n'),
    });
    await expect
      .poll(() => page.getByTestId('attachments-field').textContent(), { timeout: 20_000 })
      .toContain('camera.log');

    await page.getByTestId('poll-add').click();
    await page.getByTestId('poll-title').fill('Best night shot?');
    await page.getByTestId('poll-option-0').fill('Handheld');
    await page.getByTestId('poll-option-1').fill('On a tripod that is long');
    expect(await page.getByTestId('poll-option-1').inputValue()).toBe('On a tripod tha');
    await page.getByTestId('poll-add-option').click();
    await page.getByTestId('poll-option-2').fill('Both');
    await page.getByTestId('poll-deadline').fill('2099-12-31T12:00');

    await page.getByTestId('publish-submit').click();
    const id = await postIdFromUrl(page);
    const detail = (await callApiFromPage<PostDetail>(page, 'GET', `/api/posts/${id}`)).body.data;
    expect(detail.title).toBe('Night mode on the Nova 12');
    expect(detail.contentHtml).toMatch(/<img [^>]*src="[^"]+"/);
    expect(detail.contentHtml).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(detail.attachments.map((file) => file.name)).toEqual(['camera.log']);
    expect(detail.section?.name).toBe('Camera');
    expect(detail.category).toBe('photography');
    expect(detail.cover).not.toBeNull();
    expect(detail.poll?.title).toBe('Best night shot?');
    expect(detail.poll?.options.map((option) => option.label)).toEqual([
      'Handheld',
      'On a tripod tha',
      'Both',
    ]);

    // Published: the kept form is cleared, the next post starts empty.
    await page.goto('/publish/post');
    await page.getByTestId('publish-form').waitFor();
    expect(await page.getByTestId('publish-title').inputValue()).toBe('');
    await context.close();
  });

  it('publishes a picture post with its images first', async () => {
    const { context, page } = await memberOnDesktop(site, 'fan');
    await page.goto('/publish/EditPicture');
    await page.getByTestId('publish-form').waitFor();
    await page.getByTestId('publish-submit').click();
    await expect
      .poll(() => page.getByTestId('pictures').textContent())
      .toContain('Please upload an image file');
    await page.getByTestId('pictures-input').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: solidPng(40, 30, [10, 120, 200]) },
      { name: 'two.png', mimeType: 'image/png', buffer: solidPng(30, 40, [200, 120, 10]) },
    ]);
    await expect.poll(() => page.getByTestId('pictures').locator('img').count(), { timeout: 20_000 }).toBe(2);
    await page.getByTestId('publish-title').fill('Two colours');
    await page.getByTestId('editor-content').click();
    await page.keyboard.type('Blue, then orange.');
    await chooseCameraSection(page);
    // Picture posts have no category.
    expect(await page.getByTestId('category-choices').count()).toBe(0);
    await page.getByTestId('publish-submit').click();
    const id = await postIdFromUrl(page);
    const detail = (await callApiFromPage<PostDetail>(page, 'GET', `/api/posts/${id}`)).body.data;
    expect(detail.kind).toBe('picture');
    expect(detail.images).toHaveLength(2);
    expect(detail.contentHtml.indexOf('<img')).toBeLessThan(detail.contentHtml.indexOf('Blue, then orange.'));
    await context.close();
  });

  it('uploads a video into a topic', async () => {
    const { context, page } = await memberOnDesktop(site, 'fan');
    await page.goto('/publish/topic');
    await page.getByTestId('publish-form').waitFor();
    await page.getByTestId('publish-title').fill('Slow motion test');
    const editor = page.getByTestId('editor-content');
    await editor.click();
    await page.keyboard.type('240 fps at the pool.');
    // Not a video: refused before uploading.
    await page
      .getByTestId('editor-video-input')
      .setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: Buffer.alloc(100) });
    await expect
      .poll(() => page.getByTestId('toaster').textContent())
      .toContain('Please upload an mp4 or mov video');
    await page.getByTestId('editor-video-input').setInputFiles({
      name: 'pool.mp4',
      mimeType: 'video/mp4',
      buffer: videoFile({ width: 1280, height: 720 }),
    });
    await expect.poll(() => editor.locator('video').count(), { timeout: 20_000 }).toBe(1);
    await chooseCameraSection(page);
    await page.getByTestId('category-review').click();
    await page.getByTestId('publish-submit').click();
    const id = await postIdFromUrl(page);
    const detail = (await callApiFromPage<PostDetail>(page, 'GET', `/api/posts/${id}`)).body.data;
    expect(detail.kind).toBe('topic');
    expect(detail.contentHtml).toMatch(/<video [^>]*src="[^"]+"[^>]*width="1280"/);
    await context.close();
  });

  it('offers members while a mention is typed in the editor, and the post links them to their profiles', async () => {
    const { context, page } = await memberOnDesktop(site, 'fan');
    await page.goto('/publish/post');
    await page.getByTestId('publish-form').waitFor();
    await page.getByTestId('publish-title').fill('Who shoots the best night skies?');
    await page.getByTestId('editor-content').click();
    await page.keyboard.type('Ask @Arj');
    const offered = page.getByTestId('mention-suggestions');
    await expect.poll(() => offered.textContent()).toContain('arjun.tech');
    await page.keyboard.press('Enter');
    await offered.waitFor({ state: 'detached' });
    await page.keyboard.type('about long exposures. @nobody_here may know too.');
    await expect
      .poll(() => page.getByTestId('editor-content').textContent())
      .toBe('Ask @arjun.tech about long exposures. @nobody_here may know too.');
    await chooseCameraSection(page);
    await page.getByTestId('category-photography').click();
    await page.getByTestId('publish-submit').click();
    await postIdFromUrl(page);
    await skipCongratulations(page);
    const content = page.getByTestId('post-content');
    // Only a member's name becomes a link; it opens their profile inside the app.
    await content.getByRole('link', { name: '@arjun.tech' }).click();
    await page.waitForURL(/\/user\/\d+\/posts$/);
    await expect.poll(() => page.getByTestId('profile-header').textContent()).toContain('arjun.tech');
    await page.goBack();
    expect(await content.getByRole('link').count()).toBe(1);
    await context.close();
  });

  it('refuses a bug report below 10 words with the live count, then files it', async () => {
    const { context, page } = await memberOnDesktop(site, 'fan');
    await page.goto('/publish/bug-report');
    await page.getByTestId('publish-form').waitFor();
    await page.getByTestId('publish-title').fill('Camera app restarts');
    await page.getByTestId('bug-device').fill('Nova 12 Pro');
    await page.getByTestId('bug-version').fill('NovaOS 5.1');
    await page.getByTestId('bug-frequency').selectOption('often');
    await page.getByTestId('bug-path').fill('Camera > Night mode > shutter');
    await page.getByTestId('bug-contact').fill('fan@example.com');
    await chooseCameraSection(page);
    const description = page.getByTestId('bug-description');
    await description.fill(words(9));
    await expect.poll(() => page.getByTestId('bug-word-count').textContent()).toContain('9 words');

    await page.getByTestId('publish-submit').click();
    const error = page.locator('[data-code="DESCRIPTION_WORDS"]');
    await expect.poll(() => error.textContent()).toBe('Please describe the problem in 10 to 150 words');
    expect(page.url()).toContain('/publish/bug-report');

    // The server says the same if asked directly.
    const refused = await callApiFromPage<unknown>(page, 'POST', '/api/posts', {
      kind: 'bug_report',
      boardId: (
        await callApiFromPage<{ id: string; name: string; sections: { id: string; name: string }[] }[]>(
          page,
          'GET',
          '/api/forum/list',
        )
      ).body.data[0]!.id,
      title: 'x',
      contentHtml: `<p>${words(9)}</p>`,
      bugReport: { device: 'd', systemVersion: '', frequency: null, path: '', contact: 'fan@example.com' },
    });
    expect(refused.status).toBe(400);

    await description.fill(`${words(9)} again`);
    await expect.poll(() => page.getByTestId('bug-word-count').textContent()).toContain('10 words');
    await page.getByTestId('publish-submit').click();
    const id = await postIdFromUrl(page);
    const detail = (await callApiFromPage<PostDetail>(page, 'GET', `/api/posts/${id}`)).body.data;
    expect(detail.kind).toBe('bug_report');
    expect(detail.bugReport).toMatchObject({
      device: 'Nova 12 Pro',
      systemVersion: 'NovaOS 5.1',
      frequency: 'often',
      contact: 'fan@example.com',
    });
    await context.close();
  });

  it('keeps the post form when leaving and coming back, saves a draft and resumes it from the draft box', async () => {
    const { context, page } = await memberOnDesktop(site, 'fan');
    await page.goto('/publish/post');
    await page.getByTestId('publish-form').waitFor();
    await page.getByTestId('publish-title').fill('Kept while I look around');
    // Leaving inside the app and coming back keeps the form (spec §9 keep-alive).
    await page.getByTestId('desktop-header').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await expect.poll(() => page.getByTestId('publish-title').inputValue()).toBe('Kept while I look around');
    await page.getByRole('link', { name: 'Topic' }).click();
    await page.getByTestId('publish-form').waitFor();
    await page.getByRole('link', { name: 'Post', exact: true }).click();
    await expect.poll(() => page.getByTestId('publish-title').inputValue()).toBe('Kept while I look around');

    await page.getByRole('link', { name: 'Topic' }).click();
    await page.getByTestId('publish-title').fill('Battery tips, draft');
    await page.getByTestId('editor-content').click();
    await page.keyboard.type('Turn off always-on display.');
    await page.getByTestId('save-draft').click();
    await expect.poll(() => page.getByTestId('toaster').textContent()).toContain('Draft saved');
    // Saving again updates the same draft.
    await page.getByTestId('publish-title').fill('Battery tips');
    await page.getByTestId('save-draft').click();
    await expect
      .poll(async () =>
        (await callApiFromPage<Draft[]>(page, 'GET', '/api/drafts')).body.data.map((draft) => draft.title),
      )
      .toEqual(['Battery tips']);

    const unread = async () =>
      (await callApiFromPage<{ unreadDraftsCount: number }>(page, 'GET', '/api/account/badge')).body.data
        .unreadDraftsCount;
    expect(await unread()).toBeGreaterThan(0);
    await page.goto('/personal/drafts');
    const item = page.getByTestId('draft-item').filter({ hasText: 'Battery tips' });
    await item.waitFor();
    // Opening the draft box puts the Me red dot out.
    await expect.poll(unread).toBe(0);
    expect(await item.textContent()).toContain('Topic');
    await item.getByTestId('draft-open').click();
    await page.waitForURL(/\/publish\/topic\?draft=\d+$/);
    await expect.poll(() => page.getByTestId('publish-title').inputValue()).toBe('Battery tips');
    await expect
      .poll(() => page.getByTestId('editor-content').textContent())
      .toContain('Turn off always-on display.');

    // Publishing the resumed draft removes it from the draft box.
    await chooseCameraSection(page);
    await page.getByTestId('category-tips').click();
    await page.getByTestId('publish-submit').click();
    await postIdFromUrl(page);
    await expect
      .poll(async () => (await callApiFromPage<Draft[]>(page, 'GET', '/api/drafts')).body.data)
      .toEqual([]);

    // Deleting one, then clearing all after confirming.
    for (const title of ['First idea', 'Second idea', 'Third idea'])
      expect(
        (await callApiFromPage<Draft>(page, 'POST', '/api/drafts', { kind: 'post', title, data: { title } }))
          .status,
      ).toBe(200);
    await page.goto('/personal/drafts');
    await page
      .getByTestId('draft-item')
      .filter({ hasText: 'Second idea' })
      .getByTestId('draft-delete')
      .click();
    await expect.poll(() => page.getByTestId('draft-item').count()).toBe(2);
    expect(
      (await callApiFromPage<Draft[]>(page, 'GET', '/api/drafts')).body.data
        .map((draft) => draft.title)
        .sort(),
    ).toEqual(['First idea', 'Third idea']);
    await page.getByTestId('drafts-clear').click();
    await page.getByTestId('drafts-clear-confirm').getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('empty-state').waitFor();
    expect((await callApiFromPage<Draft[]>(page, 'GET', '/api/drafts')).body.data).toEqual([]);
    await context.close();
  });

  it('shows a level-1 member why they cannot edit their own post instead of the form', async () => {
    const { context, page } = await memberOnDesktop(site, 'fan');
    const boards = (
      await callApiFromPage<{ id: string; sections: { id: string; name: string }[] }[]>(
        page,
        'GET',
        '/api/forum/list',
      )
    ).body.data;
    const board = boards[0]!;
    const created = await callApiFromPage<PostDetail>(page, 'POST', '/api/posts', {
      kind: 'post',
      boardId: board.id,
      sectionId: board.sections.find((section) => section.name === 'Camera')!.id,
      category: 'question',
      title: 'Can I edit this later?',
      contentHtml: '<p>Asking for a friend.</p>',
    });
    expect(created.status).toBe(200);
    const post = created.body.data;
    expect(post.canEdit).toBe(false);
    expect(post.editBlockedReason).toBe('level');

    await page.goto(`/publish/post?edit=${post.id}`);
    const blocked = page.getByTestId('edit-blocked');
    await blocked.waitFor();
    expect(await blocked.getAttribute('data-reason')).toBe('level');
    expect(await blocked.textContent()).toContain('Editing your own thread needs level 3');
    expect(await page.getByTestId('publish-form').count()).toBe(0);

    // The server refuses the edit too.
    const refused = await callApiFromPage<unknown>(page, 'PUT', `/api/posts/${post.id}`, {
      kind: 'post',
      boardId: board.id,
      sectionId: post.section?.id ?? null,
      category: 'question',
      title: 'Edited',
      contentHtml: '<p>Edited</p>',
    });
    expect(refused.body.code).toBe('LEVEL_TOO_LOW');
    await context.close();
  });

  it('lets a moderator edit a post whose poll is in progress, showing the poll read-only and keeping it', async () => {
    const { context: fanContext, page: fan } = await memberOnDesktop(site, 'fan');
    const board = (
      await callApiFromPage<{ id: string; sections: { id: string; name: string }[] }[]>(
        fan,
        'GET',
        '/api/forum/list',
      )
    ).body.data[0]!;
    const camera = board.sections.find((section) => section.name === 'Camera')!;
    const created = await callApiFromPage<PostDetail>(fan, 'POST', '/api/posts', {
      kind: 'post',
      boardId: board.id,
      sectionId: camera.id,
      category: 'question',
      title: 'Which lens do you use most?',
      contentHtml: '<p>Tell us below.</p>',
      poll: {
        title: 'Lens',
        type: 'text',
        multiple: false,
        options: [{ label: 'Wide' }, { label: 'Tele' }],
        deadline: Math.floor(Date.now() / 1000) + 86_400,
      },
    });
    expect(created.status).toBe(200);
    await fanContext.close();
    const post = created.body.data;

    const { context, page } = await memberOnDesktop(site, 'moderator', 'fanzone-moderator');
    await page.goto(`/publish/post?edit=${post.id}`);
    const form = page.getByTestId('publish-form');
    await form.waitFor();
    expect(await page.getByTestId('publish-title').inputValue()).toBe('Which lens do you use most?');
    await expect.poll(() => page.getByTestId('editor-content').textContent()).toContain('Tell us below.');
    expect(await page.getByTestId('category-question').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId(`section-${camera.id}`).getAttribute('aria-pressed')).toBe('true');
    const poll = page.getByTestId('poll-readonly');
    expect(await poll.textContent()).toContain('A poll in progress cannot be edited');
    expect(await poll.textContent()).toContain('Wide');
    expect(await page.getByTestId('save-draft').count()).toBe(0);

    await page.getByTestId('publish-title').fill('Which lens do you use most? (edited)');
    await page.getByTestId('publish-submit').click();
    expect(await postIdFromUrl(page)).toBe(post.id);
    const detail = (await callApiFromPage<PostDetail>(page, 'GET', `/api/posts/${post.id}`)).body.data;
    expect(detail.title).toBe('Which lens do you use most? (edited)');
    expect(detail.editedAt).not.toBeNull();
    expect(detail.poll?.options.map((option) => option.label)).toEqual(['Wide', 'Tele']);
    await context.close();
  });

  it('chooses the board and section on a page of its own on mobile and comes back to the form', async () => {
    const { context, page } = await mobileFanPageAt(site, '/publish/post');
    await page.getByTestId('publish-form').waitFor();
    await page.getByTestId('publish-title').fill('From my phone');
    await page.getByTestId('board-choice-row').click();
    await page.waitForURL(/\/publish\/post\/select-section\/0\?back=/);
    await page.getByTestId('board-choices').getByRole('button', { name: 'NovaOS' }).click();
    await page
      .getByTestId('section-choices')
      .getByRole('button', { name: 'Beta feedback' })
      .click({ force: true });
    await expect
      .poll(() => page.getByTestId('board-chooser').textContent())
      .toContain('Please choose another');
    await page.getByTestId('section-choices').getByRole('button', { name: 'Features' }).click();
    await page.waitForURL((url) => url.pathname === '/publish/post');
    await expect.poll(() => page.getByTestId('board-choice-row').textContent()).toBe('NovaOS › Features');
    expect(await page.getByTestId('publish-title').inputValue()).toBe('From my phone');
    await context.close();
  });
});
