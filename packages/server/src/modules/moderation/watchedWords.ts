import type { WatchedWord } from '../site/index.ts';

/**
 * Watched words (what Discourse and NodeBB call them): operators list words that block a text, are
 * replaced in it, or send a post to the approval queue (comments with one are refused, since
 * comments have no queue). Matching ignores case; a word in a script written with spaces matches whole
 * words only ('ass' is not in 'class'), one in Chinese or Japanese anywhere in the text.
 */
const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(word: string): RegExp {
  const body = escape(word);
  return unspacedScript.test(word)
    ? new RegExp(body, 'giu')
    : new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * The first word the text holds that refuses it, or null: blocking words, and for texts without an
 * approval queue (comments) the words that ask for approval too.
 */
export function blockedWordIn(
  text: string,
  words: readonly WatchedWord[],
  options: { queued: boolean } = { queued: true },
): string | null {
  const refusing = (entry: WatchedWord) =>
    entry.action === 'block' || (entry.action === 'approve' && !options.queued);
  const found = words.find((entry) => refusing(entry) && patternOf(entry.word).test(text));
  return found?.word ?? null;
}

/**
 * The words the text holds that send it to the approval queue (none: it goes out), so an edit can
 * tell a word it brings in from one a moderator already let through.
 */
export function wordsForApprovalIn(text: string, words: readonly WatchedWord[]): string[] {
  return words
    .filter((entry) => entry.action === 'approve' && patternOf(entry.word).test(text))
    .map((entry) => entry.word);
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
