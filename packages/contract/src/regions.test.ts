import { describe, expect, it } from 'vitest';
import { continentOf, isCountryCode } from './countries.ts';
import { directionOf, negotiateLocale, supportedLocales } from './locales.ts';
import { hreflangsOf, regionBySiteCode, regionCodes, regions } from './regions.ts';

describe('regional builds (spec §1, §9)', () => {
  it('keeps customer service to China and India', () => {
    expect(regionCodes.filter((code) => regions[code].features.customerService)).toEqual(['cn', 'in']);
  });

  it('hides app download in Europe and Bangladesh, bug report in Europe, Russia and global', () => {
    expect(regionCodes.filter((code) => !regions[code].features.appDownload)).toEqual(['eu', 'bd']);
    expect(regionCodes.filter((code) => !regions[code].features.bugReport)).toEqual(['eu', 'ru', 'global']);
  });

  it('has reports on and private letters off by default everywhere', () => {
    for (const code of regionCodes) {
      expect(regions[code].features.report).toBe(true);
      expect(regions[code].features.privateLetter).toBe(false);
    }
  });

  it('shares to Weibo in China, without X in Russia', () => {
    expect(regions.cn.shareTargets).toEqual(['weibo']);
    expect(regions.ru.shareTargets).toEqual(['whatsapp', 'telegram']);
    expect(regions.in.shareTargets).toEqual(['x', 'whatsapp', 'telegram']);
  });

  it('serves webp in China, right to left in Egypt, the title suffix in India', () => {
    expect(regionCodes.filter((code) => regions[code].imageFormat === 'webp')).toEqual(['cn']);
    expect(directionOf(regions.eg.defaultLocale)).toBe('rtl');
    expect(regionCodes.filter((code) => regions[code].titleSuffix)).toEqual(['in']);
  });

  it('offers only real countries, each region its default locale among the supported ones', () => {
    for (const code of regionCodes) {
      const region = regions[code];
      expect(supportedLocales).toContain(region.defaultLocale);
      for (const country of region.countryCodes) expect(isCountryCode(country)).toBe(true);
      expect(regionBySiteCode(region.siteCode.toLowerCase())).toBe(region);
    }
    expect(regions.eu.countryCodes.every((country) => continentOf(country) === 'EU')).toBe(true);
  });

  it('footer links follow the region', () => {
    expect(regionCodes.filter((code) => regions[code].footer.cookiePolicy)).toEqual(['eu']);
    expect(regionCodes.filter((code) => regions[code].footer.termsAndConditions)).toEqual(['in']);
    expect(regionCodes.filter((code) => regions[code].footer.filingNumbers)).toEqual(['cn']);
    expect(regionCodes.filter((code) => !regions[code].footer.languageSwitch)).toEqual(['cn']);
  });
});

describe('locale negotiation', () => {
  it('picks the best supported language', () => {
    expect(negotiateLocale('ru-RU,ru;q=0.9,en;q=0.5')).toBe('ru');
    expect(negotiateLocale('zh-TW,zh;q=0.9')).toBe('zh-CN');
    expect(negotiateLocale('fr-FR,ar;q=0.3')).toBe('ar');
    expect(negotiateLocale('fr-FR')).toBe('en');
    expect(negotiateLocale(undefined, 'ru')).toBe('ru');
  });
});

describe('hreflang values of the regional builds', () => {
  it('gives each build its language per country, the global one the default, and no value twice', () => {
    expect(hreflangsOf(regions.cn)).toEqual(['zh-CN']);
    expect(hreflangsOf(regions.eg)).toEqual(['ar-EG']);
    expect(hreflangsOf(regions.global)).toEqual(['x-default', 'en']);
    expect(hreflangsOf(regions.eu)).toContain('en-DE');
    const all = Object.values(regions).flatMap(hreflangsOf);
    expect(new Set(all).size).toBe(all.length);
  });
});
