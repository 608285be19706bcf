import { isActiveStaff } from '../../../platform/http/callerAccess.ts';
import type { ErrorCode, LetterSenderRule } from '@fanzone/contract';
import { limits, mayStillWithdraw } from '@fanzone/contract';
import { AppError } from '../../../platform/http/errors.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';

/**
 * Every rule of who may write whom, and who may take a letter back (spec §4 Chat, §6). Services
 * gather the facts; this decides.
 */

/** Private letters are a community setting (off in the build defaults, spec §9). */
export function assertLettersShown(lettersShown: boolean) {
  if (!lettersShown) throw new AppError('FEATURE_OFF');
}

export type WriteFacts = {
  sender: Pick<Viewer, 'id' | 'role' | 'isBlocked'>;
  recipientId: bigint;
  recipientExists: boolean;
  /** The sender blocked the recipient (the profile's block list). */
  senderBlockedRecipient: boolean;
  recipientBlockedSender: boolean;
  recipientRule: LetterSenderRule;
  recipientFollowsSender: boolean;
};

/** Why the sender may not write the recipient, or null if they may. */
export function refusalToWrite(facts: WriteFacts): ErrorCode | null {
  if (facts.sender.isBlocked) return 'USER_BANNED';
  if (facts.recipientId === facts.sender.id) return 'CANNOT_MESSAGE_SELF';
  if (!facts.recipientExists) return 'USER_NOT_FOUND';
  if (facts.recipientBlockedSender) return 'LETTERS_BLOCKED_BY_MEMBER';
  if (facts.senderBlockedRecipient) return 'LETTERS_TO_BLOCKED_MEMBER';
  // Staff reach any member about moderation, whatever the member chose; blocks still hold.
  if (isActiveStaff(facts.sender)) return null;
  if (facts.recipientRule === 'nobody') return 'LETTERS_CLOSED';
  if (facts.recipientRule === 'following' && !facts.recipientFollowsSender) return 'LETTERS_FOLLOWING_ONLY';
  return null;
}

/** Why the viewer may not withdraw the letter, or null if they may (the sender, within 300 s). */
export function refusalToWithdraw(
  viewer: Pick<Viewer, 'id' | 'isBlocked'>,
  letter: { senderId: bigint; recipientId: bigint; createdAt: Date; deletedAt: Date | null },
  nowSeconds: number,
): ErrorCode | null {
  if (letter.senderId !== viewer.id && letter.recipientId !== viewer.id) return 'LETTER_NOT_FOUND';
  if (letter.senderId !== viewer.id) return 'LETTER_NOT_YOURS';
  if (viewer.isBlocked) return 'USER_BANNED';
  if (letter.deletedAt) return null;
  const sentAt = Math.floor(letter.createdAt.getTime() / 1000);
  return mayStillWithdraw(sentAt, nowSeconds, limits.chat.withdrawWindowSeconds)
    ? null
    : 'WITHDRAW_WINDOW_PASSED';
}
