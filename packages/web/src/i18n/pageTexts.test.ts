import { describe, expect, it } from 'vitest';
import { i18nForPage } from './index.ts';

/**
 * The server's page instances remember the texts asked without options (`i18nForPage`): what a page
 * reads must be what i18next answers, asked once or many times, in each page's own language, and
 * calls with options must still count, interpolate and pick plural forms.
 */
describe('texts of a page drawn on the server', () => {
  it('answers the same text the first time and the next, per language and namespace', async () => {
    const english = await i18nForPage('en', ['common', 'posts']);
    const posts = english.getFixedT(null, 'posts');
    const first = posts('stats.views');
    expect(first).toBe('Views');
    expect(posts('stats.views')).toBe(first);
    // Another page of the same language shares what was looked up; another language has its own.
    const nextPage = await i18nForPage('en', ['common', 'posts']);
    expect(nextPage.getFixedT(null, 'posts')('stats.views')).toBe('Views');
    const russian = await i18nForPage('ru', ['common', 'posts']);
    expect(russian.getFixedT(null, 'posts')('stats.views')).toBe('Просмотры');
    // Same key, other namespace: not mixed up.
    expect(english.getFixedT(null, 'common')('stats.views')).toBe('stats.views');
  });

  it('still interpolates and counts when asked with options', async () => {
    const english = await i18nForPage('en', ['common', 'posts']);
    const t = english.getFixedT(null, 'posts');
    expect(t('actions.like', { count: 1 })).toBe('Like, 1 like');
    expect(t('actions.like', { count: 5 })).toBe('Like, 5 likes');
    expect(t('poll.voters', { count: 2 })).toBe('2 voters');
  });

  it('answers a text asked with plain options again by the same values, and by its own for others', async () => {
    const english = await i18nForPage('en', ['common', 'posts']);
    const t = english.getFixedT(null, 'posts');
    expect(t('author.level', { level: 3 })).toBe(t('author.level', { level: 3 }));
    expect(t('author.level', { level: 4 })).not.toBe(t('author.level', { level: 3 }));
    expect(t('actions.like', { count: 1 })).toBe('Like, 1 like');
    expect(t('actions.like', { count: 2 })).toBe('Like, 2 likes');
    // Another language's page asked the same: its own text.
    const russian = await i18nForPage('ru', ['common', 'posts']);
    expect(russian.getFixedT(null, 'posts')('actions.like', { count: 2 })).not.toBe('Like, 2 likes');
    // Far more values than it keeps: each still answered by its own text.
    for (let count = 0; count < 12_000; count += 1) {
      const expected = count === 1 ? 'Like, 1 like' : `Like, ${count} likes`;
      if (t('actions.like', { count }) !== expected) expect(t('actions.like', { count })).toBe(expected);
    }
  });

  it('leaves options with a default text or a value that is not plain to i18next', async () => {
    const english = await i18nForPage('en', ['common']);
    const t = english.getFixedT(null, 'common');
    expect(t('not.loaded.yet', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('not.loaded.yet', { defaultValue: 'Other' })).toBe('Other');
    expect(t('not.loaded.yet', { count: 2 })).toBe('not.loaded.yet');
  });

  it('does not remember a key it could not find', async () => {
    const english = await i18nForPage('en', ['common']);
    const t = english.getFixedT(null, 'common');
    expect(t('no.such.key.here')).toBe('no.such.key.here');
    expect(t('no.such.key.here')).toBe('no.such.key.here');
  });
});
