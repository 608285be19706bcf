import type { ChatMessage } from '@fanzone/contract';
import { unixSeconds } from '../../../platform/clock.ts';
import type { LetterRow } from './letters.queries.ts';

/** A stored letter as both sides see it (spec §3); a withdrawn one keeps nothing of what it said. */
export function presentLetter(letter: LetterRow, firstId: bigint | undefined): ChatMessage {
  const withdrawn = letter.deletedAt !== null;
  return {
    idString: letter.id.toString(),
    userId: letter.senderId.toString(),
    contentType: letter.contentType,
    content: withdrawn ? '' : letter.content,
    createdAt: unixSeconds(letter.createdAt),
    deletedAt: letter.deletedAt ? unixSeconds(letter.deletedAt) : null,
    extra: withdrawn ? '{}' : JSON.stringify(letter.extra),
    isFirst: letter.id === firstId,
  };
}
