/**
 * Russian nouns whose stem changes across cases, which the Snowball stemmer leaves apart (issue 27;
 * ARCHITECTURE §4a): a vowel that comes and goes (день/дня, отец/отца, ребёнок/ребёнка,
 * зарядка/зарядок, лёд/льда) and the closed classes мать/дочь (-ер-) and имя/время (-ен-). A word
 * of these shapes gets a key, its stem without the fleeting vowel (or with -ер-/-ен-), indexed and
 * asked beside the word; the words are folded first (ё is е). The key is written after a digit so
 * PostgreSQL keeps it whole (a number-word) and it never meets a stem of another word.
 *
 * Rules alone cannot tell a fleeting vowel from a fixed one (мох/мха but мех/меха, отец/отца but
 * город/города), and a key given to a word whose vowel stays meets the stem of another word
 * (город would find гордо, мех would find мха). So the rules are a hybrid: the productive suffixes
 * (-ок, -ек, -ец, -ень, and the plural genitives -ок, -ек, -ен of зарядка, песня) and a closed list
 * of the other nouns; one-syllable nouns are all listed with their endings, because a stem of two
 * consonants is shared by unrelated words (дня and дно, мха and мех's key).
 */

const consonant = '[бвгджзклмнпрстфхцчшщ]';
/** A fleeting-vowel shape: consonant, о or е, consonant, then ь or -ью or nothing. */
const withVowel = new RegExp(`^(\\p{sc=Cyrillic}*${consonant})[ое](${consonant})(?:ь|ью)?$`, 'u');
/** Suffixes whose vowel comes and goes in nearly every noun that has them. */
const productiveSuffix = /(?:ок|ек|ец|ень|ен)$/u;
/**
 * Other nouns (folded, in the form that keeps the vowel) whose vowel comes and goes: ветер/ветра,
 * and plural genitives of feminine and neuter nouns (сестёр, окон, писем).
 */
const listedWithVowel = new Set([
  'ветер',
  'огонь',
  'угол',
  'уголь',
  'чехол',
  'ковер',
  'котел',
  'орел',
  'осел',
  'посол',
  'узел',
  'козел',
  'пепел',
  'дятел',
  'кашель',
  'церковь',
  'любовь',
  'сестер',
  'окон',
  'писем',
  'стекол',
  'весел',
  'ведер',
  'зерен',
  'сердец',
]);

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

const hardEndings = ['а', 'у', 'ом', 'е', 'ы', 'и', 'ов', 'ам', 'ами', 'ах'];
const softEndings = ['я', 'ю', 'ем', 'е', 'и', 'ей', 'ям', 'ями', 'ях'];
/**
 * Short nouns whose stem has only two consonants, each with the endings of its cases: their key is
 * the noun itself, so дня (день) and дна (дно) keep apart. Also дно, зло and тьма, whose only
 * vowel is an ending, so Snowball leaves every case a word of its own.
 */
const shortNouns: { noun: string; stem: string; endings: string[] }[] = [
  { noun: 'день', stem: 'дн', endings: softEndings },
  { noun: 'пень', stem: 'пн', endings: softEndings },
  { noun: 'сон', stem: 'сн', endings: hardEndings },
  { noun: 'лед', stem: 'льд', endings: hardEndings },
  { noun: 'пес', stem: 'пс', endings: hardEndings },
  { noun: 'рот', stem: 'рт', endings: hardEndings },
  { noun: 'лоб', stem: 'лб', endings: hardEndings },
  { noun: 'мох', stem: 'мх', endings: hardEndings },
  { noun: 'ров', stem: 'рв', endings: hardEndings },
  { noun: 'шов', stem: 'шв', endings: hardEndings },
  { noun: 'лев', stem: 'льв', endings: hardEndings },
  { noun: 'лен', stem: 'льн', endings: hardEndings },
  { noun: 'ложь', stem: 'лж', endings: ['и'] },
  { noun: 'рожь', stem: 'рж', endings: ['и'] },
  { noun: 'дно', stem: 'дн', endings: ['а', 'у', 'ом'] },
  { noun: 'зло', stem: 'зл', endings: ['а', 'у', 'ом'] },
  { noun: 'тьма', stem: 'тьм', endings: ['ы', 'е', 'у', 'ой', 'ою'] },
];

/** The neuter nouns in -мя (a closed class): имя, имени. */
const menStems = ['бре', 'вре', 'вы', 'зна', 'и', 'пла', 'пле', 'се', 'стре', 'те'];
/** Those whose plural genitive ends in -мён (имён); семя and стремя have семян, стремян (Семён is a name). */
const menBareGenitive = new Set(['бре', 'вре', 'зна', 'и', 'пле']);
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
/** A stem's consonants without the ь between them: льд is лд, пальц is палц. */
const withoutSoftSign = (stem: string) => stem.replace(/ь(?=.$)/, '');

/** The stem a folded Russian word shares with its other cases, when Snowball's would differ; else null. */
function stemKey(word: string): string | null {
  for (const stem of erStems)
    if (word === `${stem}ь` || (word.startsWith(`${stem}ер`) && isEnding(word.slice(stem.length + 2))))
      return `${stem}ер`;
  for (const stem of menStems) {
    const rest = word.slice(stem.length + 3);
    if (
      word === `${stem}мя` ||
      (word.startsWith(`${stem}мен`) && isEnding(rest) && (rest !== '' || menBareGenitive.has(stem)))
    )
      return `${stem}мен`;
  }
  for (const { noun, stem, endings: caseEndings } of shortNouns)
    if (word === noun || (word.startsWith(stem) && caseEndings.includes(word.slice(stem.length))))
      return noun;
  // The other cases first: отцом is отц-ом, not a nominative with a vowel before its last consonant.
  // A stem of two consonants is a short noun's, listed above, or another word's (дно, мха).
  for (const ending of endings) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (cluster.test(stem) && withoutSoftSign(stem).length >= 3) return withoutSoftSign(stem);
  }
  // Snowball takes the н of экран (экра) and leaves the е of батарея (батаре), not of экрану, батареи.
  if (/[ая]н$/.test(word)) return word;
  for (const ending of ['ями', 'ям', 'ях', 'ей', 'я', 'и', 'е', 'ю', 'й'])
    if (word.endsWith(`е${ending}`) && word.length > ending.length + 3)
      return word.slice(0, -ending.length - 1);
  for (const ending of ['ами', 'ам', 'ах', 'ом', 'ов', 'а', 'у', 'е', 'ы'])
    if (word.endsWith(`ан${ending}`) || word.endsWith(`ян${ending}`)) return word.slice(0, -ending.length);
  const nominative = withVowel.exec(word);
  if (!nominative) return null;
  const base = word.replace(/ью$/, 'ь');
  const fleeting = listedWithVowel.has(base) || (productiveSuffix.test(base) && nominative[1]!.length >= 2);
  return fleeting ? withoutSoftSign(nominative[1]! + nominative[2]!) : null;
}

/** The key token of a folded word, as indexed and asked (`0день` for день, дня, дням), or null. */
export function russianKeyOf(word: string): string | null {
  if (word.length < 3 || stopWords.has(word) || !/^\p{sc=Cyrillic}+$/u.test(word)) return null;
  const key = stemKey(word);
  return key ? `0${key}` : null;
}
