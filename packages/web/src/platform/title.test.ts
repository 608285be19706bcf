import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { regions } from '@fanzone/contract';
import { buildDocumentTitle } from './title.ts';
import enShell from '../i18n/locales/en/shell.json';
import enTitles from '../i18n/locales/en/titles.json';
import zhShell from '../i18n/locales/zh-CN/shell.json';
import zhTitles from '../i18n/locales/zh-CN/titles.json';

async function translator(lng: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { en: { shell: enShell, titles: enTitles }, 'zh-CN': { shell: zhShell, titles: zhTitles } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n.t;
}

describe('document title', () => {
  it('is page title - community name', async () => {
    const t = await translator('en');
    expect(buildDocumentTitle(t, 'post-details', 'Fanzone', regions.cn.titleSuffix)).toBe(
      'Post Details - Fanzone',
    );
    expect(buildDocumentTitle(t, 'home', 'Fanzone', regions.eu.titleSuffix)).toBe('Home - Fanzone');
  });

  it("puts the name of what the page shows in place of the route's title", async () => {
    const t = await translator('en');
    expect(buildDocumentTitle(t, 'post-details', 'Fanzone', null, 'Night shots')).toBe(
      'Night shots - Fanzone',
    );
    expect(buildDocumentTitle(t, 'post-details', 'Fanzone', null, null)).toBe('Post Details - Fanzone');
  });

  it('adds the country for India', async () => {
    const t = await translator('en');
    expect(buildDocumentTitle(t, 'home', 'Fanzone', regions.in.titleSuffix)).toBe('Home - Fanzone India');
  });

  it('is translated', async () => {
    const t = await translator('zh-CN');
    expect(buildDocumentTitle(t, 'my-drafts', '粉丝社区', null)).toBe('草稿箱 - 粉丝社区');
  });
});
