import { describe, expect, it } from 'vitest';
import {
  blockedWordIn,
  htmlWithWordsReplaced,
  textOfHtml,
  withWordsReplaced,
  wordsForApprovalIn,
} from './watchedWords.ts';
import type { WatchedWord } from '../site/settings.ts';

const words: WatchedWord[] = [
  { word: 'scam', action: 'block', replacement: '***' },
  { word: 'идиот', action: 'replace', replacement: '***' },
  { word: '垃圾', action: 'replace', replacement: '**' },
  { word: 'ass', action: 'replace', replacement: '***' },
  { word: 'حمار', action: 'block', replacement: '***' },
  { word: 'giveaway', action: 'approve', replacement: '***' },
  { word: '抽奖', action: 'approve', replacement: '***' },
];

describe('watched words', () => {
  it('blocks a whole word in any case, not a word that merely contains it', () => {
    expect(blockedWordIn('This is a SCAM, stay away', words)).toBe('scam');
    expect(blockedWordIn('No scammers here', words)).toBeNull();
    expect(blockedWordIn('أنت حمار', words)).toBe('حمار');
  });

  it('replaces whole words in spaced scripts and any run in Chinese', () => {
    expect(withWordsReplaced('Ты идиот! Class act, ass.', words)).toBe('Ты ***! Class act, ***.');
    expect(withWordsReplaced('这个手机是垃圾吗', words)).toBe('这个手机是**吗');
  });

  it('changes only the text of HTML, never a tag or an address', () => {
    const html = '<p>Great <a href="https://example.com/ass">ass</a> 垃圾</p>';
    expect(htmlWithWordsReplaced(html, words)).toBe(
      '<p>Great <a href="https://example.com/ass">***</a> **</p>',
    );
    expect(blockedWordIn(textOfHtml('<p>a<b>scam</b></p>'), words)).toBe('scam');
  });

  it('names the words that ask for approval, each once, and none in a text without them', () => {
    expect(wordsForApprovalIn('Giveaway! A GIVEAWAY and a 抽奖活动', words)).toEqual(['giveaway', '抽奖']);
    expect(wordsForApprovalIn('No giveaways here, only a scam', words)).toEqual([]);
  });
});
