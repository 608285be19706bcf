import { feedsApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { PostsContextFactory } from '../posts/posts.routes.ts';
import { memberContextOf } from '../posts/posts.routes.ts';
import type { VisitorAnswers } from '../posts/visitorAnswers.ts';
import { listAnswer } from '../posts/visitorAnswers.ts';
import { followingFeed, recommendedFeed } from './feedPages.ts';

export function registerFeedsRoutes(
  app: FastifyInstance,
  contextOf: PostsContextFactory,
  visitorAnswers: VisitorAnswers,
) {
  route(app, feedsApi.following, async ({ viewer, request, query }) => {
    const { posts, page } = await followingFeed(
      await memberContextOf(contextOf, viewer, request),
      query.cursor,
    );
    return withEnvelope(posts, { page });
  });
  route(app, feedsApi.recommended, async ({ viewer, request, query }) => {
    const context = await contextOf(viewer, request);
    const { posts, page } = await listAnswer(
      visitorAnswers,
      context,
      { parts: ['recommended'], cursor: query.cursor },
      () => recommendedFeed(context, query.cursor),
    );
    return withEnvelope(posts, { page });
  });
}
