import { moderatesBoard } from '../../platform/http/callerAccess.ts';
import type { PostDetail } from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { NewPoll, PollWithOptions } from './posts.queries.ts';
import { pollOf, updatePost } from './posts.queries.ts';
import { postFor } from './postAccess.ts';
import { checkPostInput, storedPoll, wordsForApprovalInPost } from './postInput.ts';
import { tellMentionedOnceCommitted } from './tellMentioned.ts';
import type { PostsContext } from './postsContext.ts';
import { postDetail } from './postDetail.ts';
import type { PostInputData } from './publishPost.ts';
import { storedFields } from './publishPost.ts';

type StoredPoll = PollWithOptions;

function samePoll(stored: StoredPoll, wanted: NewPoll): boolean {
  return (
    stored.title === wanted.title &&
    stored.type === wanted.type &&
    stored.multiple === wanted.multiple &&
    Math.floor(stored.deadline.getTime() / 1000) === Math.floor(wanted.deadline.getTime() / 1000) &&
    stored.options.length === wanted.options.length &&
    stored.options.every(
      (option, index) =>
        option.label === wanted.options[index]!.label && option.imageUrl === wanted.options[index]!.imageUrl,
    )
  );
}

/**
 * Edits a post under the same rules as publishing, after the edit permission (spec §5: level 3 for
 * one's own thread, never a home-recommended one). A poll in progress stays as it is: sending it
 * unchanged is fine, changing or removing it is refused. An edit that brings in a watched word of
 * the approval queue sends the post back there, as publishing it so would have held it.
 */
export async function editPost(
  context: PostsContext & { viewer: Viewer },
  postId: bigint,
  input: PostInputData,
): Promise<PostDetail> {
  const { deps, watchedWords } = context;
  const post = await postFor(context, 'edit', postId);
  if (input.kind !== post.kind)
    throw new AppError('VALIDATION_FAILED', { fields: { kind: 'cannot change' } });

  const stored = await pollOf(deps.db, postId);
  const inProgress = !!stored && stored.deadline.getTime() > deps.clock.now().getTime();
  // The author may send the poll back as they wrote it or as they read it (watched words replaced).
  const wanted = input.poll;
  const pollUnchanged =
    !!stored &&
    !!wanted &&
    (samePoll(stored, storedPoll(wanted, [])) || samePoll(stored, storedPoll(wanted, watchedWords)));
  if (inProgress && !pollUnchanged) throw new AppError('POLL_IN_PROGRESS');
  // An unchanged poll is not re-checked (its deadline may be near), only a new or changed one is.
  const checked = checkPostInput(context, pollUnchanged ? { ...input, poll: null } : input);
  const poll = pollUnchanged ? undefined : checked.poll;

  // Only a word the post did not hold before sends it back: one a moderator already let through (or
  // that was on no list when it went out) does not, and staff of its board never wait, as when
  // publishing.
  const heldBefore = wordsForApprovalInPost(
    { title: post.title, text: post.contentText, poll: stored ?? null, tags: post.tags },
    watchedWords,
  );
  const bringsInWord = checked.wordsForApproval.some((word) => !heldBefore.includes(word));
  const heldFor = bringsInWord && !moderatesBoard(context.viewer, checked) ? 'watchedWord' : null;

  const updated = await deps.db.transaction(async (tx) => {
    const saved = await updatePost(
      tx,
      postId,
      post.boardId,
      { ...storedFields(input, checked), editedAt: deps.clock.now() },
      poll,
      heldFor,
    );
    // Its new words are indexed once this commits, whether it stays out, moved or went back to wait.
    await deps.events.tell('post.wordsWritten', { db: tx, postId });
    // Someone newly mentioned is told once it commits, if it is live then (those told before are
    // not told again); a post sent back to wait tells them when a moderator approves it.
    if (saved.status === 'published')
      await tellMentionedOnceCommitted(deps, tx, {
        postId,
        text: checked.content.text,
        actorId: context.viewer.id,
      });
    return saved;
  });
  if (updated.status === 'pending') {
    // It left every list it was in; those it mentions are told once a moderator approves it.
    await context.readModel.changed({ kind: 'held', post });
    return postDetail(context, postId);
  }
  await context.readModel.changed(
    updated.boardId === post.boardId
      ? { kind: 'edited', post: updated }
      : { kind: 'moved', from: post, to: updated },
  );
  return postDetail(context, postId);
}
