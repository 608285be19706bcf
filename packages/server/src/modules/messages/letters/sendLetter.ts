import type { ChatMessageExtra, SendLetterInput } from '@fanzone/contract';
import { letterContentTypes, limits } from '@fanzone/contract';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';
import { isStoredUrl } from '../../../platform/storage/storage.ts';
import { publishToMember } from '../realtime/memberEvents.ts';
import { assertLettersShown, refusalToWrite } from './letters.policy.ts';
import { presentLetter } from './letters.present.ts';
import { factsForLetter, insertLetter } from './letters.queries.ts';

/**
 * Sends a private letter: the policy decides whether the sender may write the recipient (on facts
 * read in one query), the letter is stored with both sides of the conversation in one statement,
 * then both members' open tabs hear of it (the sender's other tabs too). Stored first: a letter is
 * never lost because the bus was away.
 */
export async function sendLetter(deps: Deps, viewer: Viewer, lettersShown: boolean, input: SendLetterInput) {
  assertLettersShown(lettersShown);
  const recipientId = BigInt(input.otherUserId);
  const refusal = refusalToWrite({
    sender: viewer,
    recipientId,
    ...(await factsForLetter(deps.db, viewer.id, recipientId)),
  });
  if (refusal) throw new AppError(refusal);

  const { content, extra } = letterBody(deps, input);
  const { letter, isFirst } = await insertLetter(deps.db, {
    senderId: viewer.id,
    recipientId,
    contentType: input.contentType,
    content,
    extra,
    createdAt: deps.clock.now(),
  });
  const presented = presentLetter(letter, isFirst ? letter.id : undefined);
  await Promise.all([
    publishToMember(deps, recipientId, {
      type: 'letter.new',
      otherUserId: viewer.id.toString(),
      letter: presented,
    }),
    publishToMember(deps, viewer.id, {
      type: 'letter.new',
      otherUserId: recipientId.toString(),
      letter: presented,
    }),
  ]);
  return presented;
}

/** Under this folder of the store live the uploads of each media kind (uploadKeys.ts). */
const mediaFolders = { [letterContentTypes.image]: 'images/', [letterContentTypes.video]: 'videos/' };

/** The letter's text (trimmed, within the limit), or its media address, checked to be one of ours. */
function letterBody(
  deps: Pick<Deps, 'storage'>,
  input: SendLetterInput,
): { content: string; extra: ChatMessageExtra } {
  if (input.contentType === letterContentTypes.text) {
    const text = input.content.trim();
    if (!text) throw new AppError('LETTER_EMPTY');
    if (text.length > limits.chat.maxTextLength) throw new AppError('LETTER_TOO_LONG');
    return { content: text, extra: {} };
  }
  const isOurMedia = (url: string, folder: string) =>
    isStoredUrl(deps.storage, url) && url.slice(deps.storage.urlOf('').length).startsWith(folder);
  if (!isOurMedia(input.content, mediaFolders[input.contentType])) throw new AppError('LETTER_MEDIA_INVALID');
  if (input.poster && !isOurMedia(input.poster, mediaFolders[letterContentTypes.image]))
    throw new AppError('LETTER_MEDIA_INVALID');
  return {
    content: input.content,
    extra: {
      ...(input.width ? { width: input.width } : {}),
      ...(input.height ? { height: input.height } : {}),
      ...(input.contentType === letterContentTypes.video ? { poster: input.poster ?? null } : {}),
    },
  };
}
