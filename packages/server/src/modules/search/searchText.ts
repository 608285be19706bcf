/**
 * Text as search sees it, the same way for what is indexed and what is asked (DESIGN §4a):
 * - words are found by `Intl.Segmenter` (Unicode word boundaries, with a dictionary for Chinese);
 * - each word is folded: compatibility forms (NFKC: full-width letters), case, Latin and Cyrillic
 *   accents (café/cafe, ё/е), and Arabic letter variants and diacritics (alef forms to ا, taa
 *   marbuta to ه, alef maqsura to ي, tashkeel and tatweel dropped);
 * - a run of Chinese or Japanese characters becomes its overlapping pairs of characters, so a
 *   two-character word is found inside any longer run however the segmenter cut it (a query's run
 *   is asked as a phrase of its pairs: the same matches as a substring, served by the index);
 * - stems (English, Russian) are PostgreSQL's: the folded text goes through `to_tsvector` with
 *   `searchConfig`.
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

/** One word as search compares it. */
export function foldWord(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(arabicMarks, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .normalize('NFD')
    .replace(combiningAccents, '')
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

/** What is handed to `to_tsvector(searchConfig, …)` for a text: its words and pairs, spaced. */
export function indexableText(text: string): string {
  return piecesOf(text)
    .flatMap((piece) => (piece.kind === 'word' ? [piece.text] : pairsOf(piece.text)))
    .join(' ');
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

/** A stretch of a title or excerpt, and whether it is what the member searched for. */
export type HighlightPart = { text: string; match: boolean };

/**
 * Marks what a query found in a text, as plain parts (never markup: the page renders each part as
 * text). A word matches when its folded form begins with a folded query word or with one of the
 * query's stems (PostgreSQL's, so 'телефоны' marks 'телефона'); an unspaced run matches where it
 * stands in the text.
 */
export function highlightParts(text: string, query: SearchQuery, stems: string[]): HighlightPart[] {
  const prefixes = [...new Set([...query.words, ...stems])].filter((prefix) => prefix.length > 0);
  const marked: boolean[] = Array.from({ length: text.length }, () => false);
  for (const { segment, index, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const folded = foldWord(segment);
    if (!unspaced.test(folded) && prefixes.some((prefix) => folded.startsWith(prefix)))
      marked.fill(true, index, index + segment.length);
  }
  // Runs are looked for in the text folded character by character (a character folding to nothing
  // or to more than one keeps its place), so a match's positions are the text's own.
  const folded = [...text].map((character) => {
    const one = foldWord(character);
    return one.length === character.length ? one : character;
  });
  const joined = folded.join('');
  for (const run of query.runs)
    for (let at = joined.indexOf(run); at !== -1; at = joined.indexOf(run, at + 1))
      marked.fill(true, at, at + run.length);
  const parts: HighlightPart[] = [];
  for (let start = 0; start < text.length;) {
    let end = start + 1;
    while (end < text.length && marked[end] === marked[start]) end += 1;
    parts.push({ text: text.slice(start, end), match: marked[start]! });
    start = end;
  }
  return parts;
}

/**
 * A stretch of a post's text around its first match, at most `length` characters, cut at word
 * boundaries, with an ellipsis where it was cut; the beginning when nothing matched.
 */
export function excerptAround(text: string, query: SearchQuery, stems: string[], length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let matchAt = -1;
  let position = 0;
  for (const part of highlightParts(flat, query, stems)) {
    if (part.match) {
      matchAt = position;
      break;
    }
    position += part.text.length;
  }
  const lead = Math.floor(length / 4);
  let start = matchAt > lead ? matchAt - lead : 0;
  // Start at a word's beginning: the segment holding `start`.
  if (start > 0) {
    for (const { index } of segmenter.segment(flat)) {
      if (index >= start) {
        start = index;
        break;
      }
    }
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const lastSpace = flat.lastIndexOf(' ', end);
    if (lastSpace > start + length / 2) end = lastSpace;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}
