import type { MentionedMember } from '@fanzone/contract';
import { mentionSpans, paths } from '@fanzone/contract';

/** A piece of text: plain, or an `@name` of an existing member. */
export type MentionPart = { text: string; member?: MentionedMember };

function byName(mentions: readonly MentionedMember[]) {
  return new Map(mentions.map((member) => [member.username.toLowerCase(), member]));
}

/** Plain text cut into its words and the `@names` the server found to be members (pure, tested). */
export function mentionParts(text: string, mentions: readonly MentionedMember[]): MentionPart[] {
  if (!mentions.length) return [{ text }];
  const members = byName(mentions);
  const parts: MentionPart[] = [];
  let from = 0;
  for (const span of mentionSpans(text)) {
    const member = members.get(span.name.toLowerCase());
    if (!member) continue;
    if (span.index > from) parts.push({ text: text.slice(from, span.index) });
    const end = span.index + span.name.length + 1;
    parts.push({ text: text.slice(span.index, end), member });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

// Inside these a name stays as written: a link cannot hold a link, and code shows text as typed.
const keepAsWritten = new Set(['a', 'code', 'pre']);

/**
 * The server's sanitised post HTML with each mentioned member's `@name` made a link to the
 * profile. Only text between tags changes; tags pass untouched, so nothing the sanitiser refused
 * can come back. Names are HTML text already, and the address holds only an encoded id.
 */
export function linkMentionsInHtml(html: string, mentions: readonly MentionedMember[]): string {
  if (!mentions.length) return html;
  let insideKept = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((piece) => {
      if (piece.startsWith('<')) {
        const tag = /^<(\/?)([a-z0-9]+)/i.exec(piece);
        if (tag && keepAsWritten.has(tag[2]!.toLowerCase()) && !piece.endsWith('/>'))
          insideKept = Math.max(0, insideKept + (tag[1] ? -1 : 1));
        return piece;
      }
      if (insideKept || !piece.includes('@')) return piece;
      return mentionParts(piece, mentions)
        .map((part) =>
          part.member
            ? `<a class="mention" href="${paths.userPosts(part.member.id)}">${part.text}</a>`
            : part.text,
        )
        .join('');
    })
    .join('');
}
