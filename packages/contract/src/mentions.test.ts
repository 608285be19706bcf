import { describe, expect, it } from 'vitest';
import { maxMentionsPerText, mentionedUsernames } from './mentions.ts';

describe('mentions', () => {
  it('finds @names in any script, once each, a sentence full stop not part of them', () => {
    expect(mentionedUsernames('Thanks @arjun.tech. Ask @Наташа_фото and @ARJUN.TECH, or @拍照达人!')).toEqual(
      ['arjun.tech', 'Наташа_фото', '拍照达人'],
    );
  });

  it('ignores e-mail addresses, too short names and a lone @', () => {
    expect(mentionedUsernames('Mail fan@example.com or @ab or @ or me@')).toEqual([]);
  });

  it(`tells at most ${maxMentionsPerText} members`, () => {
    const text = Array.from({ length: 15 }, (_, index) => `@member_${index}`).join(' ');
    expect(mentionedUsernames(text)).toHaveLength(maxMentionsPerText);
  });
});
