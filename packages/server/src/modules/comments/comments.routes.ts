import { commentsApi, moderationApi } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import { listAnswer, memberContextOf, sharedLists } from '../posts/index.ts';
import type { PostsContextFactory } from '../posts/index.ts';
import { presentCompletions } from '../gamification/index.ts';
import { writingAllowance } from '../moderation/index.ts';
import { commentList, myComments, oneComment, replyList } from './commentThreads.ts';
import { postComment } from './postComment.ts';
import { removeComment, setCommentLiked } from './reactToComment.ts';
import { moderateComment } from './moderateComment.ts';

const reactionRateLimit = { max: 120, timeWindow: '1 minute' };

export function registerCommentsRoutes(app: FastifyInstance, deps: Deps, contextOf: PostsContextFactory) {
  // Comments are shorter than posts: twice the posting allowance.
  const commentRateLimit = {
    max: (request: FastifyRequest) =>
      writingAllowance(request.viewer, deps.config.postingRateLimitPerMinute * 2, deps.clock.now()),
    timeWindow: '1 minute',
  };
  route(app, commentsApi.list, async ({ viewer, request, params, query }) => {
    const context = await contextOf(viewer, request);
    const postId = BigInt(params.id);
    const { page, ...data } = await listAnswer(
      context,
      sharedLists.thread(postId, query.sort),
      query.cursor,
      () => commentList(context, postId, query.sort, query.cursor),
    );
    return withEnvelope(data, { page });
  });
  route(app, commentsApi.replies, async ({ viewer, request, params, query }) => {
    const { replies, page } = await replyList(
      await contextOf(viewer, request),
      BigInt(params.id),
      query.cursor,
    );
    return withEnvelope(replies, { page });
  });
  route(app, commentsApi.one, async ({ viewer, request, params }) =>
    oneComment(await contextOf(viewer, request), BigInt(params.id)),
  );
  route(
    app,
    commentsApi.create,
    async ({ viewer, request, params, body }) => {
      const { comment, completed } = await postComment(
        await memberContextOf(contextOf, viewer, request),
        BigInt(params.id),
        body,
      );
      return withEnvelope(comment, { completeMission: presentCompletions(completed, request.locale) });
    },
    {
      rateLimit: commentRateLimit,
    },
  );
  route(app, commentsApi.remove, async ({ viewer, request, params }) =>
    removeComment(await memberContextOf(contextOf, viewer, request), BigInt(params.id)),
  );
  route(app, moderationApi.moderateComment, async ({ viewer, request, params, body }) =>
    moderateComment(await memberContextOf(contextOf, viewer, request), BigInt(params.id), body),
  );
  route(
    app,
    commentsApi.like,
    async ({ viewer, request, params }) =>
      setCommentLiked(await memberContextOf(contextOf, viewer, request), BigInt(params.id), true),
    { rateLimit: reactionRateLimit },
  );
  route(
    app,
    commentsApi.unlike,
    async ({ viewer, request, params }) =>
      setCommentLiked(await memberContextOf(contextOf, viewer, request), BigInt(params.id), false),
    {
      rateLimit: reactionRateLimit,
    },
  );
  route(app, commentsApi.mine, async ({ viewer, request, query }) => {
    const { comments, page } = await myComments(
      await memberContextOf(contextOf, viewer, request),
      query.cursor,
    );
    return withEnvelope(comments, { page });
  });
}
