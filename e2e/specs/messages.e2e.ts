import { limits } from '@fanzone/contract';
import { solidPng, videoFile } from '@fanzone/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inBrandApp, mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import {
  appStarted,
  callApiFromPage,
  memberOnDesktop,
  memberOnDevice,
  switchLettersOn,
} from '../src/journeys.ts';

/** The member's id, as the page's own session sees it. */
const idOf = async (page: Page) =>
  (await callApiFromPage<{ id: string }>(page, 'GET', '/api/account/profile')).body.data.id;

const lettersOf = (page: Page) => page.getByTestId('conversation-letters');

describe('private letters and the message centre', () => {
  // Letters are off in the build defaults (spec §9); an operator switches them on first.
  const site = useSite('in');

  it('A writes to B, who sees it arrive without reloading; A withdraws it within the window', async () => {
    await switchLettersOn(site);
    const writer = await memberOnDesktop(site, 'fan');
    const reader = await memberOnDesktop(site, 'priya_clicks');
    const readerId = await idOf(reader.page);
    const writerId = await idOf(writer.page);

    await reader.page.goto('/personal/message?tab=chat');
    await appStarted(reader.page);
    await reader.page.getByTestId('conversations-empty').waitFor();

    await writer.page.goto(`/user/${readerId}/posts`);
    await appStarted(writer.page);
    // On a desktop the conversation opens in the chat window, over the profile.
    await writer.page.getByTestId('profile-message').click();
    await writer.page.getByTestId('chat-window').getByTestId('conversation').waitFor();
    expect(new URL(writer.page.url()).pathname).toBe(`/user/${readerId}/posts`);
    const text = writer.page.getByTestId('chat-text');
    expect(await text.getAttribute('rows')).toBe(String(limits.chat.textareaRows.desktop));
    await text.fill('Hello Priya, first line');
    await text.press('Control+Enter');
    await text.pressSequentially('second line');
    await text.press('Enter');
    await expect.poll(() => lettersOf(writer.page).textContent()).toContain('second line');
    expect(await text.inputValue()).toBe('');

    // No reload on the reader's side: the conversation and the red dot arrive over the socket.
    const conversation = reader.page.getByTestId(`conversation-${writerId}`);
    await conversation.waitFor();
    await expect.poll(() => conversation.getByTestId('conversation-unread').textContent()).toBe('1');
    await reader.page.getByTestId('header-message').getByTestId('red-dot').waitFor();
    await conversation.click();
    await expect
      .poll(() => lettersOf(reader.page).locator('.letter__text').first().innerText())
      .toBe('Hello Priya, first line\nsecond line');
    await expect
      .poll(() => lettersOf(reader.page).getByTestId('chat-time').first().textContent())
      .toBe('Recently');
    await reader.page.getByTestId('header-message').getByTestId('red-dot').waitFor({ state: 'detached' });

    // Withdrawn within 300 s: each side is told in its own words, still without a reload.
    await writer.page.getByTestId('letter-withdraw').click();
    await expect.poll(() => lettersOf(writer.page).textContent()).toContain('You retracted a message');
    await expect.poll(() => lettersOf(reader.page).textContent()).toContain('fan retracted a message');
    expect(await lettersOf(reader.page).textContent()).not.toContain('second line');

    // An answer comes back the same way.
    await reader.page.getByTestId('chat-text').fill('Hi fan!');
    await reader.page.getByTestId('chat-send').click();
    await expect.poll(() => lettersOf(writer.page).textContent()).toContain('Hi fan!');

    // The window stays open while the writer reads on, folds to its bar, and opens in the message centre.
    await writer.page.getByTestId('desktop-header').getByRole('link', { name: 'Home', exact: true }).click();
    await writer.page.waitForURL((url) => url.pathname === '/');
    const chatWindow = writer.page.getByTestId('chat-window');
    await expect.poll(() => lettersOf(writer.page).textContent()).toContain('Hi fan!');
    await chatWindow.getByTestId('chat-window-fold').click();
    expect(await lettersOf(writer.page).isVisible()).toBe(false);
    await chatWindow.getByTestId('chat-window-fold').click();
    await lettersOf(writer.page).waitFor();
    await chatWindow.getByTestId('chat-window-full').click();
    await writer.page.waitForURL((url) => url.searchParams.get('with') === readerId);
    await chatWindow.waitFor({ state: 'detached' });
    await expect.poll(() => lettersOf(writer.page).textContent()).toContain('Hi fan!');
    await writer.context.close();
    await reader.context.close();
  });

  it('sends a picture and a video, and refuses oversized ones with the exact texts', async () => {
    const writer = await memberOnDesktop(site, 'fan');
    const reader = await memberOnDesktop(site, 'maria_lens');
    const readerId = await idOf(reader.page);
    await reader.page.goto(`/personal/message?tab=chat&with=${await idOf(writer.page)}`);
    await writer.page.goto(`/personal/message?tab=chat&with=${readerId}`);
    await writer.page.getByTestId('conversation').waitFor();

    await writer.page
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: solidPng(800, 600) });
    const picture = reader.page.locator('.letter__media-button img');
    await picture.waitFor();
    // 800×600 fits 395×300 on a desktop as 395×296.
    expect([await picture.getAttribute('width'), await picture.getAttribute('height')]).toEqual([
      '395',
      '296',
    ]);
    await picture.click();
    await reader.page.locator('dialog .letter__full').waitFor();
    await reader.page.keyboard.press('Escape');

    await writer.page
      .getByTestId('chat-video-input')
      .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: videoFile() });
    await reader.page.locator('video.letter__media').waitFor();

    await writer.page.getByTestId('chat-image-input').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(limits.upload.pictureMaxBytes + 1),
    });
    await expect
      .poll(() => writer.page.getByTestId('chat-failure').last().textContent())
      .toContain('The size of picture has exceeded 20m limit');
    // A video over 200 MB is refused before a byte is sent (made in the page: no 200 MB over the wire).
    await writer.page.evaluate((size) => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="chat-video-input"]')!;
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(size)], 'long.mp4', { type: 'video/mp4' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, limits.upload.videoMaxBytes + 1);
    await expect
      .poll(() => writer.page.getByTestId('chat-failure').last().textContent())
      .toContain('Selected video size exceeds 200M');
    await writer.context.close();
    await reader.context.close();
  });

  it("refuses a letter the recipient's setting does not allow, once, and blocks from the conversation", async () => {
    const writer = await memberOnDesktop(site, 'fan');
    const recipient = await memberOnDesktop(site, 'budi_gamer');
    await recipient.page.goto('/personal/settings');
    await appStarted(recipient.page);
    await recipient.page.getByTestId('letter-settings').getByLabel('Nobody').check();
    await expect.poll(() => recipient.page.getByTestId('toaster').textContent()).toContain('Saved');

    await writer.page.goto(`/personal/message?tab=chat&with=${await idOf(recipient.page)}`);
    await writer.page.getByTestId('chat-text').fill('Can I ask you something?');
    await writer.page.getByTestId('chat-send').click();
    await expect
      .poll(() => writer.page.getByTestId('chat-failure').allTextContents())
      .toEqual(['Not sent: This member does not accept private letters']);
    // The same refusal again is not repeated.
    await writer.page.getByTestId('chat-send').click();
    await expect.poll(() => writer.page.getByTestId('chat-send').isEnabled()).toBe(true);
    expect(await writer.page.getByTestId('chat-failure').count()).toBe(1);

    await writer.page.getByTestId('chat-block').click();
    await writer.page.getByTestId('chat-block-confirm').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => writer.page.getByTestId('toaster').textContent()).toContain('Block success');
    await writer.page.goto('/personal/settings');
    await expect.poll(() => writer.page.getByTestId('blocked-list').textContent()).toContain('budi_gamer');
    await writer.context.close();
    await recipient.context.close();
  });

  it('shows the like, comment and system tabs on a phone, the red dot clearing as they are read and coming back live', async () => {
    const fan = await memberOnDevice(site, mobile, 'fan');
    await fan.page.goto('/');
    await appStarted(fan.page);
    await fan.page.getByTestId('tab-message').getByTestId('red-dot').waitFor();
    await fan.page.getByTestId('tab-message').click();
    await fan.page.waitForURL(/\/personal\/message/);
    // The newest unread is the reply: the tab opens there.
    await expect
      .poll(() => fan.page.getByTestId('notifications').textContent())
      .toContain('arjun.tech replied to you');
    await fan.page.getByTestId('message-tabs').getByRole('link', { name: 'Likes' }).click();
    await expect
      .poll(() => fan.page.getByTestId('notifications').textContent())
      .toContain('arjun.tech liked your comment');
    await fan.page.getByTestId('message-tabs').getByRole('link', { name: 'System' }).click();
    await expect
      .poll(() => fan.page.getByTestId('notifications').textContent())
      .toContain('Welcome to the community');
    await fan.page.getByTestId('tab-message').getByTestId('red-dot').waitFor({ state: 'detached' });

    // A new follower reaches the open page without a reload: the red dot comes back on another tab…
    await fan.page.getByTestId('message-tabs').getByRole('link', { name: 'Likes' }).click();
    const follower = await memberOnDesktop(site, 'sofia-es');
    const followed = await callApiFromPage(
      follower.page,
      'PUT',
      `/api/user/${await idOf(fan.page)}/follow`,
      {},
    );
    expect(followed.status).toBe(200);
    await fan.page.getByTestId('tab-message').getByTestId('red-dot').waitFor();
    // …and Mark all read clears it.
    await fan.page.getByTestId('mark-all-read').click();
    await fan.page.getByTestId('tab-message').getByTestId('red-dot').waitFor({ state: 'detached' });
    await fan.page.getByTestId('message-tabs').getByRole('link', { name: 'System' }).click();
    await expect
      .poll(() => fan.page.getByTestId('notifications').textContent())
      .toContain('sofia-es started following you');

    // The comment line opens the post at that comment.
    await fan.page.getByTestId('message-tabs').getByRole('link', { name: 'Comments' }).click();
    await fan.page.getByTestId('notifications').getByRole('link').first().click();
    await fan.page.waitForURL(/\/post-details\/\d+\?comment=\d+/);
    await follower.context.close();
    await fan.context.close();
  });

  it('offers members while a mention is typed in a comment, and the member mentioned hears of it', async () => {
    const writer = await memberOnDesktop(site, 'maria_lens');
    const mentioned = await memberOnDesktop(site, 'arjun.tech');
    const [post] = (await callApiFromPage<{ id: string }[]>(writer.page, 'GET', '/api/feeds/recommended'))
      .body.data;
    await writer.page.goto(`/post-details/${post!.id}`);
    await appStarted(writer.page);
    const field = writer.page.getByTestId('comment-field');
    await field.click();
    await field.pressSequentially('Great tip, thanks @ARJ');
    const offered = writer.page.getByTestId('mention-suggestions');
    await expect.poll(() => offered.textContent()).toContain('arjun.tech');
    await field.press('Enter');
    expect(await field.inputValue()).toBe('Great tip, thanks @arjun.tech ');
    await offered.waitFor({ state: 'detached' });
    await writer.page.getByTestId('comment-submit').click();
    // The name in the comment is a link to the member's profile.
    await writer.page
      .getByTestId('comment-content')
      .getByRole('link', { name: '@arjun.tech' })
      .first()
      .waitFor();
    await expect
      .poll(async () =>
        (
          await callApiFromPage<{ kind: string; actor: { username: string } }[]>(
            mentioned.page,
            'GET',
            '/api/message/list?type=comment',
          )
        ).body.data.some((line) => line.kind === 'mentioned' && line.actor.username === 'maria_lens'),
      )
      .toBe(true);
    await writer.context.close();
    await mentioned.context.close();
  });

  it('chats on a phone: the list, then one conversation full width with a way back', async () => {
    const writer = await memberOnDesktop(site, 'priya_clicks');
    const phone = await memberOnDevice(site, mobile, 'fan');
    await phone.page.goto('/personal/message?tab=chat');
    await appStarted(phone.page);
    await callApiFromPage(writer.page, 'POST', '/api/private-letter/message', {
      otherUserId: await idOf(phone.page),
      contentType: 1,
      content: 'Are you on your phone?',
    });
    await phone.page.getByTestId(`conversation-${await idOf(writer.page)}`).click();
    await expect.poll(() => lettersOf(phone.page).textContent()).toContain('Are you on your phone?');
    expect(await phone.page.getByTestId('chat-text').getAttribute('rows')).toBe(
      String(limits.chat.textareaRows.mobile),
    );
    await phone.page.getByTestId('chat-text').fill('Yes!');
    await phone.page.getByTestId('chat-text').press('Enter');
    await expect.poll(() => lettersOf(phone.page).textContent()).toContain('Yes!');
    await phone.page.getByRole('button', { name: 'Back to conversations' }).click();
    await phone.page.getByTestId('conversations').waitFor();
    await writer.context.close();
    await phone.context.close();
  });

  it('shows the header Settings entry only while letters are on, and a conversation full screen in the app', async () => {
    const admin = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    const setLetters = async (value: boolean) =>
      expect(
        (await callApiFromPage(admin.page, 'PUT', '/api/admin/settings/privateLetter', { value })).status,
      ).toBe(200);
    await setLetters(false);
    const member = await memberOnDesktop(site, 'arjun.tech');
    const headerHas = async (testId: string) => {
      await member.page.reload();
      await appStarted(member.page);
      return member.page.getByTestId('desktop-header').getByTestId(testId).count();
    };
    await expect.poll(() => headerHas('header-message')).toBe(1);
    expect(await member.page.getByTestId('header-settings').count()).toBe(0);
    await setLetters(true);
    await expect.poll(() => headerHas('header-settings')).toBe(1);

    // Inside the app, /android/message-details/{id} is that one conversation, full screen. (A member
    // no journey here has set to refuse letters.)
    const writer = await memberOnDesktop(site, 'lukas_de');
    const writerId = await idOf(writer.page);
    const inApp = await memberOnDevice(site, inBrandApp, 'arjun.tech');
    await callApiFromPage(writer.page, 'POST', '/api/private-letter/message', {
      otherUserId: await idOf(member.page),
      contentType: 1,
      content: 'Seen the new camera app?',
    });
    await inApp.page.goto(`/android/message-details/${writerId}`);
    await appStarted(inApp.page);
    await expect.poll(() => lettersOf(inApp.page).textContent()).toContain('Seen the new camera app?');
    expect(await inApp.page.getByTestId('conversations').count()).toBe(0);
    await inApp.page.getByTestId('chat-text').fill('Not yet, on my way');
    await inApp.page.getByTestId('chat-text').press('Enter');
    await writer.page.goto(`/personal/message?tab=chat&with=${await idOf(member.page)}`);
    await appStarted(writer.page);
    await expect.poll(() => lettersOf(writer.page).textContent()).toContain('Not yet, on my way');
    await Promise.all([
      admin.context.close(),
      member.context.close(),
      writer.context.close(),
      inApp.context.close(),
    ]);
  });
});
