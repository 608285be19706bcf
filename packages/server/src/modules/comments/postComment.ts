import type { Comment, commentInputSchema } from '@fanzone/contract';
import { countWords } from '@fanzone/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { isStoredUrl } from '../../platform/storage/storage.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { blockedAmong } from '../social/index.ts';
import { postFor } from '../posts/index.ts';
import type { PostsContext } from '../posts/index.ts';
import { blockedWordIn, withWordsReplaced } from '../moderation/index.ts';
import { actAndRecord } from '../gamification/index.ts';
import type { CompletedMission } from '../gamification/index.ts';
import { addComment, countNewComment, findComment } from './comments.queries.ts';
import { presentThreads } from './commentThreads.ts';
import { tellAnsweredJob } from './tellAnswered.ts';

type CommentInput = z.output<typeof commentInputSchema>;

/**
 * Comments on a post or replies to a comment or reply (two levels: a reply to a reply joins the
 * same thread and names the member it answers). A member the post's author, or the member answered,
 * has blocked cannot write there. The members it concerns are told after the commit (tellAnswered.ts).
 */
export async function postComment(
  context: PostsContext & { viewer: Viewer },
  postId: bigint,
  input: CommentInput,
): Promise<{ comment: Comment; completed: CompletedMission[] }> {
  const { deps, viewer } = context;
  const post = await postFor(context, 'comment', postId);
  if (blockedWordIn(input.content, context.watchedWords, { queued: false }))
    throw new AppError('WATCHED_WORD_BLOCKED');
  const content = withWordsReplaced(input.content.trim(), context.watchedWords);
  if (!content && !input.images.length) throw new AppError('REPLY_EMPTY');
  const maxWords = context.contentLimits.commentMaxWords;
  if (countWords(content) > maxWords) throw new AppError('TOO_MANY_WORDS', { values: { max: maxWords } });
  if (input.images.some((image) => !isStoredUrl(context.deps.storage, image.url)))
    throw new AppError('VALIDATION_FAILED', { fields: { images: 'must be uploaded here first' } });

  const target = input.replyToId ? await findComment(deps.db, BigInt(input.replyToId)) : undefined;
  if (input.replyToId && (!target || target.postId !== post.id || target.status !== 'published'))
    throw new AppError('COMMENT_NOT_FOUND');
  // A reply to a reply joins its thread: a thread a moderator hid takes no new replies.
  const thread = target?.parentId ? await findComment(deps.db, target.parentId) : target;
  if (thread && thread.status !== 'published') throw new AppError('COMMENT_NOT_FOUND');
  const answered = [post.authorId, ...(target ? [target.authorId] : [])].filter((id) => id !== viewer.id);
  for (const memberId of new Set(answered)) {
    if ((await blockedAmong(deps.db, memberId, [viewer.id])).size) throw new AppError('BLOCKED_BY_MEMBER');
  }

  const now = deps.clock.now();
  const { created: row, completed } = await actAndRecord(
    deps,
    { userId: viewer.id, activity: 'comment.posted' },
    async (tx) => {
      const comment = await addComment(tx, {
        postId: post.id,
        authorId: viewer.id,
        parentId: target ? (target.parentId ?? target.id) : null,
        replyToId: target?.id ?? null,
        // Only a reply to a reply names its target; a reply to a comment sits under it already.
        replyToUserId: target?.parentId ? target.authorId : null,
        content,
        images: input.images,
        createdAt: now,
      });
      // Whom it concerns hears of it once it commits (tellAnswered.ts).
      await deps.jobQueue.send(tellAnsweredJob, { commentId: comment.id.toString() }, { tx });
      return comment;
    },
    (tx, comment) => countNewComment(tx, comment),
  );
  await context.readModel.changed({ kind: 'commented', postId: post.id });
  const created = await findComment(deps.db, row.id);
  // Nobody has liked a comment written a moment ago.
  const presented = await presentThreads(context, post, [created!], [], new Set());
  return { comment: presented[0]!, completed };
}
