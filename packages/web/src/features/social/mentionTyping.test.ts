import { describe, expect, it } from 'vitest';
import { mentionAt, withMention } from './mentionTyping.ts';

describe('typing a mention', () => {
  it('finds the name being typed after an @ right before the caret, in any script', () => {
    expect(mentionAt('Thanks @arj', 11)).toEqual({ prefix: 'arj', start: 7 });
    expect(mentionAt('@Нат', 4)).toEqual({ prefix: 'Нат', start: 0 });
    expect(mentionAt('hi @拍照 there', 6)).toEqual({ prefix: '拍照', start: 3 });
  });

  it('ignores an address, a finished mention and a lone @', () => {
    expect(mentionAt('mail me at fan@exam', 19)).toBeNull();
    expect(mentionAt('@arjun.tech ', 12)).toBeNull();
    expect(mentionAt('look @', 6)).toBeNull();
  });

  it('puts the chosen name in place of what was typed, with a space, and the caret after it', () => {
    expect(withMention('Thanks @arj and more', 11, 'arjun.tech')).toEqual({
      text: 'Thanks @arjun.tech  and more',
      caret: 19,
    });
    expect(withMention('no mention here', 5, 'x')).toEqual({ text: 'no mention here', caret: 5 });
  });
});
