import { describe, expect, it } from 'vitest';
import {
  excerptAround,
  foldWord,
  highlightParts,
  indexableText,
  runPhrase,
  searchQueryOf,
} from './searchText.ts';

const marked = (parts: { text: string; match: boolean }[]) =>
  parts.filter((part) => part.match).map((part) => part.text);

describe('search text', () => {
  it('folds case, full-width letters, accents and Arabic letter variants and diacritics', () => {
    expect(foldWord('ＮＯＶＡ')).toBe('nova');
    expect(foldWord('Café')).toBe('cafe');
    expect(foldWord('Ёлка')).toBe('елка');
    // alef with hamza, taa marbuta and tashkeel: the written forms of one word fold to one.
    expect(foldWord('الشَّاشَةُ')).toBe(foldWord('الشاشه'));
    expect(foldWord('أفضل')).toBe('افضل');
    expect(foldWord('إصدار')).toBe('اصدار');
    expect(foldWord('مستوى')).toBe('مستوي');
  });

  it('indexes Chinese runs as overlapping pairs and their last character, so a word is found inside a longer run', () => {
    expect(indexableText('我喜欢这款手机的相机')).toBe('我喜 喜欢 欢这 这款 款手 手机 机的 的相 相机 机');
    expect(indexableText('Nova 12 Pro的夜景模式')).toBe('nova 12 pro 的夜 夜景 景模 模式 式');
    expect(indexableText('好 phone')).toBe('好 phone');
    expect(searchQueryOf('手机')).toEqual({ words: [], runs: ['手机'] });
    expect(runPhrase('夜景模式')).toBe('夜景 景模 模式');
  });

  it('keeps the words of every script in a mixed query', () => {
    expect(searchQueryOf('Nova телефоны الهاتفُ 夜景')).toEqual({
      words: ['nova', 'телефоны', 'الهاتف'],
      runs: ['夜景'],
    });
    expect(searchQueryOf('  ,.!  ')).toEqual({ words: [], runs: [] });
  });

  it('marks words by their stems and runs where they stand, as plain text parts', () => {
    const query = searchQueryOf('телефоны');
    expect(marked(highlightParts('Мой телефон и два телефона', query, ['телефон']))).toEqual([
      'телефон',
      'телефона',
    ]);
    expect(marked(highlightParts('买了新手机，手机很好', searchQueryOf('手机'), []))).toEqual([
      '手机',
      '手机',
    ]);
    const arabic = highlightParts('الهاتفُ الجديد', searchQueryOf('الهاتف'), []);
    expect(marked(arabic)).toEqual(['الهاتفُ']);
    // Markup in a title stays text: the parts put back together are the title itself.
    const hostile = '<img src=x onerror=alert(1)> camera';
    const parts = highlightParts(hostile, searchQueryOf('camera'), []);
    expect(parts.map((part) => part.text).join('')).toBe(hostile);
    expect(marked(parts)).toEqual(['camera']);
  });

  it('cuts an excerpt around the first match at word boundaries', () => {
    const text = `${'Long introduction about nothing in particular. '.repeat(6)}The periscope camera is great at night.`;
    const excerpt = excerptAround(text, searchQueryOf('periscope'), [], 80);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt).toContain('periscope camera');
    expect(excerpt.length).toBeLessThanOrEqual(82);
    expect(excerptAround('Short text', searchQueryOf('absent'), [], 80)).toBe('Short text');
  });
});
