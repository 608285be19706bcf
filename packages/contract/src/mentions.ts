import { limits } from './limits.ts';

/** At most this many members hear of one post or comment: more is a broadcast, not a conversation. */
export const maxMentionsPerText = 10;

// `@name` where the name has a username's characters and does not continue a word or an address.
const mentionPattern = new RegExp(
  `(?<![\\p{L}\\p{N}_.@-])@([\\p{L}\\p{N}_.-]{${limits.account.usernameMinLength},${limits.account.usernameMaxLength + 1}})`,
  'gu',
);

/**
 * Each `@name` of a text with where its `@` stands, in order, repeats included. A full stop after
 * a name ends the sentence, not the name.
 */
export function mentionSpans(text: string): { index: number; name: string }[] {
  const spans: { index: number; name: string }[] = [];
  for (const match of text.matchAll(mentionPattern)) {
    const name = match[1]!.replace(/[.]+$/, '');
    if (name.length < limits.account.usernameMinLength || name.length > limits.account.usernameMaxLength)
      continue;
    spans.push({ index: match.index, name });
  }
  return spans;
}

/** The members a text mentions (`@arjun.tech`), each once whatever its case, in order, at most `maxMentionsPerText`. */
export function mentionedUsernames(text: string): string[] {
  const names = new Map<string, string>();
  for (const { name } of mentionSpans(text)) {
    const key = name.toLowerCase();
    if (!names.has(key)) names.set(key, name);
    if (names.size === maxMentionsPerText) break;
  }
  return [...names.values()];
}
