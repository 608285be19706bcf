import type { ChatMessage, ChatMessageExtra } from '@fanzone/contract';
import { limits, mayStillWithdraw } from '@fanzone/contract';

/**
 * A conversation as the chat keeps it: letters oldest first, whether older ones remain, and the
 * last letter up to which the tab holds every letter the server has (`syncedUpTo`). Letters this tab
 * sent, and those the socket brought, are held but do not move that mark: the other member's letters
 * written meanwhile may still be missing before them, and the next catch-up must ask for those.
 */
export type ConversationLetters = { letters: ChatMessage[]; hasOlder: boolean; syncedUpTo: string | null };

/** A phone's clock may be this far from the server's; a catch-up reads letters this much older too. */
const clockSkewAllowanceSeconds = 60;

/**
 * Where a catch-up starts (the letters after this id are asked for): at the sync mark, or earlier
 * where a held letter could still have been withdrawn while the tab was not listening, so that its
 * withdrawal is seen too.
 */
export function catchUpAfter(held: ConversationLetters, nowMs: number): string | null {
  const windowStart =
    Math.floor(nowMs / 1000) - limits.chat.withdrawWindowSeconds - clockSkewAllowanceSeconds;
  const firstWithdrawable = held.letters.find(
    (letter) => !letter.deletedAt && letter.createdAt >= windowStart,
  );
  // The id just before it: the catch-up asks for the letters after an id.
  const rewound = firstWithdrawable ? BigInt(firstWithdrawable.idString) - 1n : null;
  const mark = held.syncedUpTo === null ? null : BigInt(held.syncedUpTo);
  if (rewound === null || (mark !== null && mark < rewound)) return held.syncedUpTo;
  return rewound.toString();
}

const byId = (a: ChatMessage, b: ChatMessage) => {
  const difference = BigInt(a.idString) - BigInt(b.idString);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/**
 * Letters merged in, each once, in id order: a letter that arrives twice (socket and resync, or
 * the sender's own answer and its echo) is kept as its latest copy, so a withdrawal replaces it.
 */
export function mergeLetters(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const merged = new Map(current.map((letter) => [letter.idString, letter]));
  for (const letter of incoming) {
    const known = merged.get(letter.idString);
    // A withdrawn copy never goes back to its earlier, shown state.
    if (known?.deletedAt && !letter.deletedAt) continue;
    merged.set(letter.idString, letter);
  }
  return [...merged.values()].sort(byId);
}

/** Where the chat puts a time label: before the first letter and wherever two are more than 300 s apart. */
export function needsTimeLabel(previous: ChatMessage | undefined, letter: ChatMessage): boolean {
  return !previous || letter.createdAt - previous.createdAt > limits.chat.timeLabelGapSeconds;
}

/** Whether the member may still take their letter back (spec §4: 300 s). */
export function canWithdraw(letter: ChatMessage, myId: string, nowMs: number): boolean {
  return (
    letter.userId === myId &&
    !letter.deletedAt &&
    mayStillWithdraw(letter.createdAt, Math.floor(nowMs / 1000), limits.chat.withdrawWindowSeconds)
  );
}

export function extraOf(letter: ChatMessage): ChatMessageExtra {
  try {
    const parsed: unknown = JSON.parse(letter.extra);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ChatMessageExtra) : {};
  } catch {
    return {};
  }
}

/**
 * The size an image or video letter is shown at: within 395×300 on desktop; on a phone as wide as the
 * screen allows at 160 px high (spec §9), keeping its proportions.
 */
export function mediaDisplaySize(
  extra: ChatMessageExtra,
  layout: 'mobile' | 'desktop',
  screenWidth: number,
): { width: number; height: number } {
  const width = extra.width && extra.width > 0 ? extra.width : 4;
  const height = extra.height && extra.height > 0 ? extra.height : 3;
  const box =
    layout === 'desktop'
      ? limits.chat.imageDisplayMax
      : { width: screenWidth, height: limits.chat.mobileImageDisplayHeight };
  const scale = Math.min(box.width / width, box.height / height, 1);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
