import { z } from 'zod';

/**
 * Watched words (what Discourse and NodeBB call them): operators list words that block a text or
 * are replaced in it. Matching ignores case; a word in a script written with spaces matches whole
 * words only ('ass' is not in 'class'), one in Chinese or Japanese anywhere in the text.
 */
export const watchedWordSchema = z.object({
  word: z.string().trim().min(1).max(50),
  action: z.enum(['block', 'replace']),
  /** What a replaced word becomes. */
  replacement: z.string().max(50).default('***'),
});
export type WatchedWord = z.output<typeof watchedWordSchema>;

const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(word: string): RegExp {
  const body = escape(word);
  return unspacedScript.test(word)
    ? new RegExp(body, 'giu')
    : new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

/** The first blocking word the text holds, or null. */
export function blockedWordIn(text: string, words: readonly WatchedWord[]): string | null {
  const found = words.find((entry) => entry.action === 'block' && patternOf(entry.word).test(text));
  return found?.word ?? null;
}

/** The text with every replaced word swapped for its replacement. */
export function withWordsReplaced(text: string, words: readonly WatchedWord[]): string {
  return words
    .filter((entry) => entry.action === 'replace')
    .reduce((current, entry) => current.replace(patternOf(entry.word), () => entry.replacement), text);
}

/**
 * The same for HTML a sanitiser already cleaned: only the text between tags is read and changed,
 * never a tag, an attribute or an address.
 */
export function htmlWithWordsReplaced(html: string, words: readonly WatchedWord[]): string {
  if (!words.some((entry) => entry.action === 'replace')) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : withWordsReplaced(part, words)))
    .join('');
}

/** The text of cleaned HTML, to look for blocking words in. */
export const textOfHtml = (html: string) => html.replace(/<[^>]*>/g, ' ');
