import { describe, expect, it } from 'vitest';
import { russianKeyOf } from './russianKeys.ts';
import { foldWord, indexableText } from './searchText.ts';

const key = (word: string) => russianKeyOf(foldWord(word));

describe('keys of Russian nouns whose stem changes across cases', () => {
  it('gives a noun and its other cases one key', () => {
    for (const forms of [
      ['день', 'дня', 'днём', 'дней', 'днями'],
      ['мох', 'мха', 'мхом'],
      ['дно', 'дна', 'дном'],
      ['тьма', 'тьмы', 'тьмой'],
      ['окно', 'окон'],
      ['песня', 'песен'],
      ['отец', 'отца', 'отцом', 'отцов'],
      ['лёд', 'льда', 'льдом'],
      ['кошелёк', 'кошелька', 'кошельков'],
      ['любовь', 'любви', 'любовью'],
      ['мать', 'матери', 'матерью', 'матерей'],
      ['имя', 'имени', 'имена', 'имён'],
      ['зарядка', 'зарядок', 'зарядкой'],
      ['экран', 'экрану', 'экранами'],
      ['батарея', 'батареи', 'батарей'],
    ])
      expect(new Set(forms.map(key)), forms.join(' ')).toEqual(new Set([key(forms[0]!)]));
  });

  it('gives stop words, other scripts and unrelated look-alikes no shared key', () => {
    expect(key('все')).toBeNull();
    expect(key('где')).toBeNull();
    expect(key('phone')).toBeNull();
    /** Whether two words would find each other through a key. */
    const shareKey = (one: string, other: string) => key(one) !== null && key(one) === key(other);
    for (const [one, other] of [
      ['материал', 'мать'],
      ['именно', 'имя'],
      ['вес', 'всё'],
      // A vowel that stays (мех/меха, город/города) keys nothing, so no other word's stem meets it.
      ['мех', 'мох'],
      ['мех', 'мха'],
      ['город', 'гордо'],
      ['народ', 'нарды'],
      ['пакет', 'пакта'],
      ['карат', 'карта'],
      ['сок', 'ска'],
      // Short stems of two consonants belong to one listed noun each.
      ['день', 'дно'],
      ['дня', 'дна'],
      ['том', 'тьма'],
      ['семя', 'Семён'],
    ])
      expect(shareKey(one!, other!) || shareKey(other!, one!), `${one} ${other}`).toBe(false);
  });

  it('keeps й a letter of its own while ё folds to е, and indexes keys after the words', () => {
    expect(foldWord('Дней')).toBe('дней');
    expect(foldWord('ЁЖИК')).toBe('ежик');
    expect(indexableText('Мой день')).toBe('мой день 0день');
  });
});
