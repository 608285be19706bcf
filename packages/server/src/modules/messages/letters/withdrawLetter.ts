import type { Deps } from '../../../platform/deps.ts';
import { unixSeconds } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';
import { publishToMember } from '../../notifications/index.ts';
import { assertLettersShown, refusalToWithdraw } from './letters.policy.ts';
import { presentLetter } from './letters.present.ts';
import { findLetter, firstLetterId, markLetterWithdrawn } from './letters.queries.ts';

/**
 * The sender takes a letter back within the window (spec §4): it then reads 'You retracted a
 * message' to them and names them to the other member, on every open tab of both.
 */
export async function withdrawLetter(deps: Deps, viewer: Viewer, lettersShown: boolean, letterId: bigint) {
  assertLettersShown(lettersShown);
  const letter = await findLetter(deps.db, letterId);
  if (!letter) throw new AppError('LETTER_NOT_FOUND');
  const refusal = refusalToWithdraw(viewer, letter, unixSeconds(deps.clock.now()));
  if (refusal) throw new AppError(refusal);
  const alreadyWithdrawn = letter.deletedAt !== null;
  const withdrawn = await markLetterWithdrawn(deps.db, letter, deps.clock.now());
  const presented = presentLetter(
    withdrawn,
    await firstLetterId(deps.db, letter.senderId, letter.recipientId),
  );
  if (!alreadyWithdrawn) {
    await publishToMember(deps, letter.recipientId, {
      type: 'letter.withdrawn',
      otherUserId: letter.senderId.toString(),
      letter: presented,
    });
    await publishToMember(deps, letter.senderId, {
      type: 'letter.withdrawn',
      otherUserId: letter.recipientId.toString(),
      letter: presented,
    });
  }
  return presented;
}
