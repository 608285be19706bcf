import type { ChatMessageExtra, SendLetterInput } from '@fanzone/contract';
import { letterContentTypes, limits } from '@fanzone/contract';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';
import { isOwnUploadAt } from '../../site/index.ts';
import { publishToMember } from '../../notifications/index.ts';
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

  const { content, extra } = await letterBody(deps, viewer.id, input);
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

/** The kind of upload each media letter carries (uploads.tables.ts). */
const mediaKinds = { [letterContentTypes.image]: 'image', [letterContentTypes.video]: 'video' } as const;

/**
 * The letter's text (trimmed, within the limit), or its media address, which must be the sender's
 * own upload of the letter's kind (a video's poster: the sender's own image).
 */
async function letterBody(
  deps: Pick<Deps, 'db' | 'storage'>,
  senderId: bigint,
  input: SendLetterInput,
): Promise<{ content: string; extra: ChatMessageExtra }> {
  if (input.contentType === letterContentTypes.text) {
    const text = input.content.trim();
    if (!text) throw new AppError('LETTER_EMPTY');
    if (text.length > limits.chat.maxTextLength) throw new AppError('LETTER_TOO_LONG');
    return { content: text, extra: {} };
  }
  const [mediaIsOwn, posterIsOwn] = await Promise.all([
    isOwnUploadAt(deps, senderId, input.content, mediaKinds[input.contentType]),
    !input.poster || isOwnUploadAt(deps, senderId, input.poster, 'image'),
  ]);
  if (!mediaIsOwn || !posterIsOwn) throw new AppError('LETTER_MEDIA_INVALID');
  return {
    content: input.content,
    extra: {
      ...(input.width ? { width: input.width } : {}),
      ...(input.height ? { height: input.height } : {}),
      ...(input.contentType === letterContentTypes.video ? { poster: input.poster ?? null } : {}),
    },
  };
}
