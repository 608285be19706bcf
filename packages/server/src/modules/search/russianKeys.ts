/**
 * Russian nouns whose stem changes across cases, which the Snowball stemmer leaves apart (issue 27;
 * ARCHITECTURE §4a): a vowel that comes and goes (день/дня, отец/отца, ребёнок/ребёнка,
 * зарядка/зарядок, лёд/льда) and the closed classes мать/дочь (-ер-) and имя/время (-ен-). A word
 * of these shapes gets a key, its stem without the fleeting vowel (or with -ер-/-ен-), indexed and
 * asked beside the word; the words are folded first (ё is е). The key is written after a digit so
 * PostgreSQL keeps it whole (a number-word) and it never meets a stem of another word.
 */

const consonant = '[бвгджзклмнпрстфхцчшщ]';
/** The nominative of a fleeting-vowel noun: consonant, о or е, consonant, then ь or -ью or nothing. */
const withVowel = new RegExp(`^(\\p{sc=Cyrillic}*${consonant})[ое](${consonant})(?:ь|ью)?$`, 'u');
/** Case endings of nouns, longest first. */
const endings = [
  'ами',
  'ями',
  'ьми',
  'ам',
  'ям',
  'ах',
  'ях',
  'ом',
  'ем',
  'ой',
  'ей',
  'ов',
  'ев',
  'ью',
  'а',
  'я',
  'у',
  'ю',
  'е',
  'и',
  'ы',
  'о',
];
/** A stem ending in two consonants (a ь between them): the other cases of a fleeting-vowel noun. */
const cluster = new RegExp(`${consonant}ь?${consonant}$`, 'u');
/** The neuter nouns in -мя (a closed class): имя, имени. */
const menStems = ['бре', 'вре', 'вы', 'зна', 'и', 'пла', 'пле', 'се', 'стре', 'те'];
/** мать, матери; дочь, дочери. */
const erStems = ['мат', 'доч'];

/**
 * PostgreSQL's Russian stop words (its `russian.stop`): they are never indexed, so no key of theirs
 * may stand in for them (все would key вс, the key of вес).
 */
const stopWords = new Set(
  'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между'.split(
    ' ',
  ),
);

const isEnding = (rest: string) => rest === '' || endings.includes(rest);

/** The stem a folded Russian word shares with its other cases, when Snowball's would differ; else null. */
function stemKey(word: string): string | null {
  for (const stem of erStems)
    if (word === `${stem}ь` || (word.startsWith(`${stem}ер`) && isEnding(word.slice(stem.length + 2))))
      return `${stem}ер`;
  for (const stem of menStems)
    if (word === `${stem}мя` || (word.startsWith(`${stem}мен`) && isEnding(word.slice(stem.length + 3))))
      return `${stem}мен`;
  // The other cases first: отцом is отц-ом, not a nominative with a vowel before its last consonant.
  for (const ending of endings) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (stem.length >= 2 && cluster.test(stem)) return stem.replace(/ь(?=.$)/, '');
  }
  // Snowball takes the н of экран (экра) and leaves the е of батарея (батаре), not of экрану, батареи.
  if (/[ая]н$/.test(word)) return word;
  for (const ending of ['ями', 'ям', 'ях', 'ей', 'я', 'и', 'е', 'ю', 'й'])
    if (word.endsWith(`е${ending}`) && word.length > ending.length + 3)
      return word.slice(0, -ending.length - 1);
  for (const ending of ['ами', 'ам', 'ах', 'ом', 'ов', 'а', 'у', 'е', 'ы'])
    if (word.endsWith(`ан${ending}`) || word.endsWith(`ян${ending}`)) return word.slice(0, -ending.length);
  const nominative = withVowel.exec(word);
  return nominative ? (nominative[1]! + nominative[2]!).replace(/ь(?=.$)/, '') : null;
}

/** The key token of a folded word, as indexed and asked (`0дн` for день, дня, дням), or null. */
export function russianKeyOf(word: string): string | null {
  if (word.length < 3 || stopWords.has(word) || !/^\p{sc=Cyrillic}+$/u.test(word)) return null;
  const key = stemKey(word);
  return key ? `0${key}` : null;
}
