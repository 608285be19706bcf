import type { Db } from '../../platform/db/database.ts';
import { moderatesBoard } from '../../platform/http/callerAccess.ts';
import type { ApprovalReason, PostDetail } from '@fanzone/contract';
import type { z } from 'zod';
import type { postInputSchema } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import { hotScore } from './hotScore.ts';
import { checkPostInput } from './postInput.ts';
import type { PostsContext } from './postsContext.ts';
import { actAndRecord } from '../gamification/index.ts';
import type { CompletedMission } from '../gamification/index.ts';
import { noMarks, postDetail } from './postDetail.ts';
import { addPost, countNewPost, insertPost, livePostCountOf } from './posts.queries.ts';
import { tellMentionedOnceCommitted } from './tellMentioned.ts';
import { excerptOf } from '../../platform/text.ts';
import { limits } from '@fanzone/contract';

declare module '../../platform/domainEvents.ts' {
  interface DomainEvents {
    /**
     * A post's words were written (published, approved or edited), told inside the write's
     * transaction, with it (`db`): durable work a module owes every post (search enqueues its
     * indexing) commits with the post or not at all, never lost to a node stopping after the commit.
     */
    'post.wordsWritten': { db: Db; postId: bigint };
  }
}

export type PostInputData = z.output<typeof postInputSchema>;

/** The stored form of a checked post: sanitised content and what lists show of it. */
export function storedFields(input: PostInputData, checked: ReturnType<typeof checkPostInput>) {
  return {
    boardId: checked.boardId,
    mainBoardId: checked.mainBoardId,
    sectionId: checked.sectionId,
    kind: input.kind,
    category: input.kind === 'post' || input.kind === 'topic' ? input.category : null,
    title: checked.title,
    contentHtml: checked.content.html,
    contentText: checked.content.text,
    excerpt: excerptOf(checked.content.text),
    cardImages: checked.content.images.slice(0, limits.post.cardImages),
    cover: input.cover,
    tags: checked.tags,
    attachments: input.attachments,
    bugReport: checked.bugReport,
    commentVisibility: input.commentVisibility,
  };
}

/**
 * Why a new post must wait for a moderator's approval, or null when it goes out at once: staff of
 * its board never wait; a watched word, or being one of the member's first posts while the
 * community asks for that (`approveFirstPosts`), holds it.
 */
async function approvalNeeded(
  context: PostsContext & { viewer: Viewer },
  checked: ReturnType<typeof checkPostInput>,
): Promise<ApprovalReason | null> {
  if (moderatesBoard(context.viewer, checked)) return null;
  if (checked.wordsForApproval.length) return 'watchedWord';
  if (context.approveFirstPosts === 0) return null;
  const livePosts = await livePostCountOf(context.deps.db, context.viewer.id);
  return livePosts < context.approveFirstPosts ? 'firstPosts' : null;
}

/**
 * Publishes a post: every rule of spec §5 first, then one transaction for the post, poll and counts.
 * A post that must wait for approval is stored pending: it counts nowhere, moves no mission and
 * tells nobody until a moderator approves it (moderatePost.ts).
 */
export async function publishPost(
  context: PostsContext & { viewer: Viewer },
  input: PostInputData,
): Promise<{ detail: PostDetail; completed: CompletedMission[] }> {
  const checked = checkPostInput(context, input);
  const { deps, viewer } = context;
  const now = deps.clock.now();
  const row = {
    ...storedFields(input, checked),
    authorId: viewer.id,
    createdAt: now,
    lastActivityAt: now,
    hotScore: hotScore(now, { likeCount: 0, commentCount: 0, favouriteCount: 0 }),
  };
  const heldFor = await approvalNeeded(context, checked);
  if (heldFor) {
    const post = await insertPost(deps.db, { ...row, status: 'pending', heldFor }, checked.poll);
    return { detail: await postDetail(context, post.id, noMarks), completed: [] };
  }
  const { created: post, completed } = await actAndRecord(
    deps,
    { userId: viewer.id, activity: 'post.published' },
    async (tx) => {
      const inserted = await addPost(tx, row, checked.poll);
      await deps.events.tell('post.wordsWritten', { db: tx, postId: inserted.id }); // indexed once committed
      await tellMentionedOnceCommitted(deps, tx, {
        postId: inserted.id,
        text: checked.content.text,
        actorId: viewer.id,
      });
      return inserted;
    },
    (tx, inserted) => countNewPost(tx, inserted),
  );
  await context.readModel.changed({ kind: 'published', post });
  return { detail: await postDetail(context, post.id, noMarks), completed };
}
