import type { PollView } from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { presentPoll } from './posts.present.ts';
import { postFor } from './postAccess.ts';
import { insertPollVote, pollOf, pollVoteOf } from './posts.queries.ts';
import type { PostsContext } from './postsContext.ts';

/** One vote per member, before the deadline, for options of this poll only. */
export async function votePoll(
  context: PostsContext & { viewer: Viewer },
  postId: bigint,
  optionIdTexts: string[],
): Promise<PollView> {
  const { deps, viewer } = context;
  await postFor(context, 'vote', postId);
  const poll = await pollOf(deps.db, postId);
  if (!poll) throw new AppError('POLL_NOT_FOUND');
  const now = deps.clock.now();
  if (poll.deadline.getTime() <= now.getTime()) throw new AppError('POLL_CLOSED');
  const chosen = [...new Set(optionIdTexts)].map((id) => BigInt(id));
  if (!poll.multiple && chosen.length > 1) throw new AppError('POLL_SINGLE_CHOICE');
  const known = new Set(poll.options.map((option) => option.id));
  if (chosen.some((id) => !known.has(id)))
    throw new AppError('VALIDATION_FAILED', { fields: { optionIds: 'not an option of this poll' } });
  if (!(await insertPollVote(deps.db, postId, viewer.id, chosen, now)))
    throw new AppError('POLL_ALREADY_VOTED');
  await context.readModel.changed({ kind: 'voted', postId });
  const updated = await pollOf(deps.db, postId);
  return presentPoll(updated!, await pollVoteOf(deps.db, postId, viewer.id), now);
}
