import { dayMs, limits } from '@fanzone/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import type { Deps } from '../platform/deps.ts';
import { boardSections, boards, insertBoardFollow } from '../modules/boards/index.ts';
import { insertComment } from '../modules/comments/index.ts';
import { users } from '../modules/identity/index.ts';
import {
  cleanRichContent,
  hotScore,
  insertPollVote,
  insertPost,
  pollOf,
  postFavourites,
  postLikes,
  refreshHotScore,
  setPostReaction,
} from '../modules/posts/index.ts';
import { insertUserFollow } from '../modules/social/index.ts';
import { excerptOf } from '../platform/text.ts';
import type { DemoPost } from './demoPosts.ts';
import { demoFanFollows, demoLevels, demoPosts, pictureSvg } from './demoPosts.ts';

/**
 * Publishes the demo posts with their pictures, polls, likes, favourites and comments through the
 * same queries the app uses, so counters and scores are what real activity would leave.
 */
export async function seedDemoPosts(deps: Deps, db: Db, memberIds: Map<string, bigint>) {
  const now = deps.clock.now();
  const boardRows = await db.select().from(boards);
  const sectionRows = await db.select().from(boardSections);
  const member = (username: string) => {
    const id = memberIds.get(username);
    if (!id) throw new Error(`demo member ${username} is missing`);
    return id;
  };

  for (const [username, level] of Object.entries(demoLevels))
    await db
      .update(users)
      .set({ level })
      .where(eq(users.id, member(username)));

  for (const demo of demoPosts) {
    const board = boardRows.find((row) => row.name.en === demo.board);
    if (!board) throw new Error(`demo board ${demo.board} is missing`);
    const section = sectionRows
      .filter((row) => row.boardId === board.id)
      .sort((a, b) => a.position - b.position)[0];
    const createdAt = new Date(now.getTime() - demo.hoursAgo * 3_600_000);
    const content = cleanRichContent(demo.html + (await pictureHtml(deps, demo)), deps.storage.urlOf(''));
    const post = await insertPost(
      db,
      {
        authorId: member(demo.author),
        boardId: board.id,
        mainBoardId: board.parentId ?? board.id,
        sectionId: section?.id ?? null,
        kind: demo.kind,
        category: demo.category,
        title: demo.title,
        contentHtml: content.html,
        contentText: content.text,
        excerpt: excerptOf(content.text),
        cardImages: content.images.slice(0, limits.post.cardImages),
        tags: demo.tags ?? [],
        bugReport: demo.bugReport ?? null,
        commentVisibility: demo.commentVisibility ?? 'everyone',
        featured: demo.featured ?? false,
        homeRecommended: demo.homeRecommended ?? false,
        pinned: demo.pinned ?? null,
        createdAt,
        lastActivityAt: createdAt,
        hotScore: hotScore(createdAt, { likeCount: 0, commentCount: 0, favouriteCount: 0 }),
      },
      demo.poll
        ? {
            title: demo.poll.title,
            type: 'text',
            multiple: demo.poll.multiple,
            deadline: new Date(now.getTime() + demo.poll.daysLeft * dayMs),
            options: demo.poll.options.map((label) => ({ label, imageUrl: null })),
          }
        : null,
    );
    await seedReactions(db, demo, post.id, member, createdAt);
    if (demo.poll) {
      const poll = await pollOf(db, post.id);
      for (const [voter, optionIndex] of Object.entries(demo.poll.votes))
        await insertPollVote(db, post.id, member(voter), [poll!.options[optionIndex]!.id], createdAt);
    }
    await seedComments(db, demo, post.id, member, createdAt);
    await refreshHotScore(db, post.id);
  }

  const fan = member('fan');
  for (const username of demoFanFollows.members) await insertUserFollow(db, fan, member(username), now);
  const followedBoards = boardRows.filter((row) => demoFanFollows.boards.includes(row.name.en ?? ''));
  for (const board of followedBoards) await insertBoardFollow(db, fan, board.id, now);
  // What the demo's members did is old news: nobody starts with every like as unread.
  const seenIds = [...memberIds.values()];
  if (seenIds.length) await db.update(users).set({ followersSeenAt: now }).where(inArray(users.id, seenIds));
}

async function pictureHtml(deps: Deps, demo: DemoPost) {
  let html = '';
  for (const picture of demo.pictures ?? []) {
    const stored = await deps.storage.put(
      `demo/${picture.name}.svg`,
      Buffer.from(pictureSvg(picture)),
      'image/svg+xml',
    );
    html += `<p><img src="${stored.url}" width="1200" height="900" alt=""></p>`;
  }
  return html;
}

async function seedReactions(
  db: Db,
  demo: DemoPost,
  postId: bigint,
  member: (name: string) => bigint,
  at: Date,
) {
  for (const username of demo.likedBy ?? [])
    await setPostReaction(db, postLikes, 'likeCount', member(username), postId, true, at);
  for (const username of demo.favouritedBy ?? [])
    await setPostReaction(db, postFavourites, 'favouriteCount', member(username), postId, true, at);
}

async function seedComments(
  db: Db,
  demo: DemoPost,
  postId: bigint,
  member: (name: string) => bigint,
  postedAt: Date,
) {
  // Seven minutes apart: the newest demo post is hours old, so every comment stays in the past.
  let minute = 0;
  const at = () => new Date(postedAt.getTime() + (minute += 7) * 60_000);
  for (const comment of demo.comments ?? []) {
    const top = await insertComment(db, {
      postId,
      authorId: member(comment.author),
      content: comment.content,
      createdAt: at(),
    });
    let previous = top;
    for (const reply of comment.replies ?? []) {
      const target = reply.replyToReply ? previous : top;
      previous = await insertComment(db, {
        postId,
        authorId: member(reply.author),
        parentId: top.id,
        replyToId: target.id,
        replyToUserId: reply.replyToReply ? target.authorId : null,
        content: reply.content,
        createdAt: at(),
      });
    }
  }
}
