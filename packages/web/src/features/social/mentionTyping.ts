/** Where the caret is in a mention being typed, and the text once a member is picked (pure, tested). */

// `@` and the name typed so far, right before the caret, not continuing a word or an address.
const typedMention = /(?:^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]{1,24})$/u;

/** The name being typed after an `@` before the caret, and where its `@` is. */
export function mentionAt(text: string, caret: number): { prefix: string; start: number } | null {
  const match = typedMention.exec(text.slice(0, caret));
  if (!match) return null;
  const prefix = match[1]!;
  return { prefix, start: caret - prefix.length - 1 };
}

/** The text with the typed mention replaced by the chosen name and a space, and where the caret goes. */
export function withMention(text: string, caret: number, username: string) {
  const typed = mentionAt(text, caret);
  if (!typed) return { text, caret };
  const inserted = `@${username} `;
  return {
    text: `${text.slice(0, typed.start)}${inserted}${text.slice(caret)}`,
    caret: typed.start + inserted.length,
  };
}
