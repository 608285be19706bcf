import { describe, expect, it } from 'vitest';
import { i18nForPage } from './index.ts';
import { pageTranslation } from './serverTranslation.ts';

/**
 * The server build's `useTranslation` (serverTranslation.ts) answers from the page's own instance:
 * the same texts the library's hook gives, one answer per namespaces and key prefix for the page,
 * the namespaces noted as used (they travel with the page), and a wait while a file loads.
 */
describe("the server's useTranslation", () => {
  it('gives the texts of its namespaces and key prefix, the first namespace first', async () => {
    const page = await i18nForPage('en', ['common', 'posts', 'messages', 'checkIn', 'errors']);
    expect(pageTranslation(page, 'posts').t('stats.views')).toBe('Views');
    expect(pageTranslation(page, 'posts').t('actions.like', { count: 2 })).toBe('Like, 2 likes');
    expect(pageTranslation(page, 'messages', 'chat').t('back')).toBe('Back to conversations');
    const checkIn = pageTranslation(page, ['checkIn', 'errors']).t;
    expect(checkIn('status.checked_in')).toBe('checked in');
    // No namespace named: the instance's default (common).
    expect(pageTranslation(page, undefined).t('stats.views')).toBe('stats.views');
    const russian = await i18nForPage('ru', ['common', 'posts']);
    expect(pageTranslation(russian, 'posts').t('stats.views')).toBe('Просмотры');
  });

  it('makes one answer per page, namespaces and key prefix', async () => {
    const page = await i18nForPage('en', ['common', 'posts', 'messages']);
    const posts = pageTranslation(page, 'posts');
    expect(pageTranslation(page, 'posts')).toBe(posts);
    expect(pageTranslation(page, ['posts'])).toBe(posts);
    expect(pageTranslation(page, 'messages')).not.toBe(posts);
    expect(pageTranslation(page, 'messages', 'chat')).not.toBe(pageTranslation(page, 'messages'));
    // The answer reads as the library's: an array and named parts.
    const [t, i18n, ready] = posts;
    expect([t, i18n, ready]).toEqual([posts.t, page, true]);
    const nextPage = await i18nForPage('en', ['common', 'posts']);
    expect(pageTranslation(nextPage, 'posts')).not.toBe(posts);
    expect(pageTranslation(nextPage, 'posts').i18n).toBe(nextPage);
  });

  it('notes the namespaces the page used on its instance', async () => {
    const page = await i18nForPage('en', ['common', 'posts', 'checkIn', 'errors']);
    pageTranslation(page, 'posts');
    pageTranslation(page, ['checkIn', 'errors']);
    pageTranslation(page, 'posts');
    // Where react-i18next's own hook notes them (its type augments i18next's only where it is loaded).
    const noted = page as { reportNamespaces?: { getUsedNamespaces(): string[] } };
    expect(noted.reportNamespaces?.getUsedNamespaces().sort()).toEqual(['checkIn', 'errors', 'posts']);
  });

  it('waits while a namespace is not loaded, then answers from it', async () => {
    const page = await i18nForPage('en', ['common']);
    let waited: unknown;
    try {
      pageTranslation(page, 'feedback');
    } catch (thrown) {
      waited = thrown;
    }
    expect(waited).toBeInstanceOf(Promise);
    await waited;
    expect(page.hasLoadedNamespace('feedback')).toBe(true);
    expect(pageTranslation(page, 'feedback').t('submit')).toBe('Send feedback');
  });
});
