import { russianKeyOf } from './russianKeys.ts';

/**
 * Text as search sees it, the same way for what is indexed and what is asked (ARCHITECTURE §4a):
 * - words are found by `Intl.Segmenter` (Unicode word boundaries, with a dictionary for Chinese);
 * - each word is folded: compatibility forms (NFKC: full-width letters), case, Latin and Cyrillic
 *   accents (café/cafe, ё/е), and Arabic letter variants and diacritics (alef forms to ا, taa
 *   marbuta to ه, alef maqsura to ي, tashkeel and tatweel dropped);
 * - a run of Chinese or Japanese characters becomes its overlapping pairs of characters and its
 *   last character alone, so a two-character word is found inside any longer run however the
 *   segmenter cut it (a query's run is asked as a phrase of its pairs: the same matches as a
 *   substring, served by the index), and one character wherever it stands (every character begins
 *   a pair or ends its run: asked as a prefix);
 * - stems (English, Russian) are PostgreSQL's: the folded text goes through `to_tsvector` with
 *   `searchConfig`; a Russian noun whose stem changes across cases also gets a key of its own
 *   (`russianKeys.ts`), indexed and asked beside the word.
 */

/**
 * The text search configuration: PostgreSQL's `russian` stems Cyrillic words with the Russian
 * Snowball stemmer and Latin ones with the English one (its ASCII-word mapping), drops both
 * languages' stop words, and keeps every other script's words whole (Arabic is folded here first,
 * Chinese is already pairs). One configuration, so a post mixing scripts is found by words of each.
 */
export const searchConfig = 'russian';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
/** Scripts written without spaces: indexed as pairs of characters. */
const unspaced = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;
const arabicMarks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const combiningAccents = /[\u0300-\u036f]/g;
const asciiOnly = /^[\x20-\x7e]*$/;
/** A word as highlighting sees it: letters, digits and their marks (Arabic tashkeel stays inside). */
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

/** One word as search compares it. */
export function foldWord(word: string): string {
  // Most words of most posts are plain ASCII: only case folds there.
  if (asciiOnly.test(word)) return word.toLowerCase();
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(arabicMarks, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .normalize('NFD')
    .replace(combiningAccents, (mark, at: number, decomposed: string) =>
      // й is и with a breve, a letter of its own: kept (дней, камерой); ё folds to е.
      mark === '\u0306' && /[иИ]/.test(decomposed[at - 1]!) ? mark : '',
    )
    .normalize('NFC');
}

/** The overlapping pairs of a run of characters (a single character stays itself). */
function pairsOf(run: string): string[] {
  const characters = [...run];
  if (characters.length < 2) return characters;
  return characters.slice(1).map((character, index) => characters[index]! + character);
}

type Piece = { kind: 'word'; text: string } | { kind: 'run'; text: string };

/** The words and unspaced runs of a text, in order, folded. */
function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  let run = '';
  const endRun = () => {
    if (run) pieces.push({ kind: 'run', text: run });
    run = '';
  };
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) {
      endRun();
      continue;
    }
    const folded = foldWord(segment);
    if (unspaced.test(folded)) run += folded;
    else {
      endRun();
      if (folded) pieces.push({ kind: 'word', text: folded });
    }
  }
  endRun();
  return pieces;
}

/**
 * What a run is indexed as: its pairs, then its last character alone, so that every character of
 * the run begins a token (a one-character query is a prefix). The extra token comes after the
 * pairs, so phrases of pairs stay adjacent.
 */
function tokensOfRun(run: string): string[] {
  const pairs = pairsOf(run);
  return pairs.length > 1 || pairs[0]!.length > 1 ? [...pairs, [...run].at(-1)!] : pairs;
}

/**
 * What is handed to `to_tsvector(searchConfig, …)` for a text: its words, pairs and runs' ends,
 * spaced, then the keys of its Russian words whose stem changes across cases (`russianKeys.ts`),
 * after everything so that phrases of pairs stay adjacent.
 */
export function indexableText(text: string): string {
  const pieces = piecesOf(text);
  const keys = new Set<string>();
  for (const piece of pieces) {
    const key = piece.kind === 'word' ? russianKeyOf(piece.text) : null;
    if (key) keys.add(key);
  }
  return [
    ...pieces.flatMap((piece) => (piece.kind === 'word' ? [piece.text] : tokensOfRun(piece.text))),
    ...keys,
  ].join(' ');
}

/**
 * A query as search asks it: its words (every one must be found, in any order and form) and its
 * unspaced runs (each found as written, as a phrase of its pairs).
 */
export type SearchQuery = { words: string[]; runs: string[] };

export function searchQueryOf(keyword: string): SearchQuery {
  const pieces = piecesOf(keyword);
  return {
    words: pieces.filter((piece) => piece.kind === 'word').map((piece) => piece.text),
    runs: pieces.filter((piece) => piece.kind === 'run').map((piece) => piece.text),
  };
}

/** The phrase text of a run for `phraseto_tsquery`: its pairs, in order. */
export const runPhrase = (run: string) => pairsOf(run).join(' ');

/** A run of one character: found as the start of any token (a pair it begins, or a run it ends). */
export const isOneCharacter = (run: string) => [...run].length === 1;

/** A stretch of a title or excerpt, and whether it is what the member searched for. */
export type HighlightPart = { text: string; match: boolean };

/** The prefixes a folded word is matched against: the query's words and PostgreSQL's stems of them. */
function prefixesOf(query: SearchQuery, stems: string[]) {
  return [...new Set([...query.words, ...stems])].filter((prefix) => prefix.length > 0);
}

/**
 * Where a query's matches stand in a text, as [start, end) ranges in order: a word matches when its
 * folded form begins with a folded query word or one of the query's stems (PostgreSQL's, so
 * 'телефоны' marks 'телефона'); an unspaced run matches where it stands (Han and kana are not
 * changed by folding, so the text is searched as written). `firstOnly` stops at the first match.
 */
function matchRanges(
  text: string,
  query: SearchQuery,
  stems: string[],
  firstOnly = false,
): [number, number][] {
  const ranges: [number, number][] = [];
  for (const run of query.runs) {
    const at = text.indexOf(run);
    if (firstOnly && at !== -1) ranges.push([at, at + run.length]);
    else
      for (let from = at; from !== -1; from = text.indexOf(run, from + 1))
        ranges.push([from, from + run.length]);
  }
  const prefixes = prefixesOf(query, stems);
  const keys = new Set(query.words.map(russianKeyOf).filter((key) => key !== null));
  if (prefixes.length) {
    const before = firstOnly && ranges.length ? Math.min(...ranges.map(([start]) => start)) : text.length;
    // Words are found by a pattern, not the segmenter: marking only needs where spaced words
    // begin and end (an unspaced run is one match here, and is left to the runs above), and the
    // pattern is several times faster on the long texts excerpts are cut from.
    for (const found of text.matchAll(wordPattern)) {
      const index = found.index;
      if (index >= before) break;
      const folded = foldWord(found[0]);
      const matches =
        prefixes.some((prefix) => folded.startsWith(prefix)) ||
        (keys.size > 0 && keys.has(russianKeyOf(folded) ?? ''));
      if (!unspaced.test(folded) && matches) {
        ranges.push([index, index + found[0].length]);
        if (firstOnly) break;
      }
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Marks what a query found in a text, as plain parts (never markup: the page renders each part as text). */
export function highlightParts(text: string, query: SearchQuery, stems: string[]): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, query, stems)) {
    if (end <= at) continue;
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(Math.max(start, at), end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/**
 * A stretch of a post's text around its first match, at most `length` characters, cut at word
 * boundaries, with an ellipsis where it was cut; the beginning when nothing matched.
 */
export function excerptAround(text: string, query: SearchQuery, stems: string[], length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const matchAt = matchRanges(flat, query, stems, true)[0]?.[0] ?? -1;
  const lead = Math.floor(length / 4);
  let start = matchAt > lead ? matchAt - lead : 0;
  // Start at a word's beginning (after a space; unspaced scripts may start anywhere).
  if (start > 0) {
    const space = flat.lastIndexOf(' ', start);
    if (space !== -1 && start - space < lead) start = space + 1;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const lastSpace = flat.lastIndexOf(' ', end);
    if (lastSpace > start + length / 2) end = lastSpace;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}
