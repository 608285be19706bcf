import type { Viewer } from '../../platform/http/viewer.ts';
import { recordActivity } from '../gamification/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { insertStaffLogEntry } from '../staffLog/index.ts';
import { postFor } from './postAccess.ts';
import { setPostFeatured } from './posts.queries.ts';
import type { PostsContext } from './postsContext.ts';

/**
 * Staff feature a post or cancel featuring. Featuring counts `post.featured` for the post's author in
 * the same transaction, once per post for good (the activity's subject is the post), so featuring it
 * again after cancelling moves no mission twice. The missions are the author's: the moderator's
 * answer carries none, the author sees the finished mission in the red dot.
 */
export async function featurePost(
  context: PostsContext & { viewer: Viewer },
  postId: bigint,
  featured: boolean,
) {
  const { deps } = context;
  const post = await postFor(context, 'feature', postId);
  if (post.featured === featured) return { featured };
  await deps.db.transaction(async (tx) => {
    await setPostFeatured(tx, postId, featured);
    await insertStaffLogEntry(tx, {
      actorId: context.viewer.id,
      action: featured ? 'post.featured' : 'post.unfeatured',
      targetKind: 'post',
      targetId: post.id,
      targetLabel: post.title,
      boardId: post.boardId,
      before: { featured: post.featured },
      after: { featured },
      reason: '',
      createdAt: deps.clock.now(),
    });
    if (featured)
      await recordActivity(tx, deps, {
        userId: post.authorId,
        activity: 'post.featured',
        subject: postId.toString(),
      });
  });
  await context.readModel.changed({ kind: 'featured', post });
  // The author hears of it from the community (no actor: the moderator's name is not the point).
  if (featured)
    await notifyMember(deps, {
      userId: post.authorId,
      kind: 'postFeatured',
      postId,
      subject: post.title,
      createdAt: deps.clock.now(),
    });
  return { featured };
}
