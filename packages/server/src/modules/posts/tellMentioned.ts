import { mentionedUsernames } from '@fanzone/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { notifyMentions } from '../social/index.ts';
import { postsByIds } from './posts.queries.ts';

/** The job that tells the members a post mentions (sent in the transaction that made it live or changed it). */
export const tellMentionedJob = 'posts.tell-mentioned';

type TellDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'jobQueue' | 'clock'>;

/**
 * The members a live post mentions (`@name`) hear of it after it commits, by a job sent in its
 * transaction (ARCHITECTURE §4b): publishing does not wait for their lines, and a node stopping right
 * after the commit loses none. The job reads the post as it is when it runs: one removed or sent
 * back to wait meanwhile tells no one (an approval sends the job again), and a job run twice writes
 * no line twice (one per member and post: migration 0038).
 */
export function tellOfMentions(deps: TellDeps) {
  deps.jobQueue.define<{ postId: string; actorId: string }>(tellMentionedJob, {
    handler: async ({ postId, actorId }) => {
      const [post] = await postsByIds(deps.db, [BigInt(postId)]);
      if (!post || post.status !== 'published') return;
      await notifyMentions(deps, {
        actorId: BigInt(actorId),
        postId: post.id,
        postTitle: post.title,
        text: post.contentText,
        at: deps.clock.now(),
      });
    },
  });
}

/**
 * Sends the job inside the write's transaction when the post's text names anyone; `actorId` is who
 * wrote the words (the author, or the moderator who edited them).
 */
export async function tellMentionedOnceCommitted(
  deps: Pick<Deps, 'jobQueue'>,
  tx: Db,
  post: { postId: bigint; text: string; actorId: bigint },
) {
  if (!mentionedUsernames(post.text).length) return;
  await deps.jobQueue.send(
    tellMentionedJob,
    { postId: post.postId.toString(), actorId: post.actorId.toString() },
    { tx },
  );
}
