import { feedsApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { route, withEnvelope } from '../../platform/http/route.ts';
import { listAnswer, memberContextOf, sharedLists } from '../posts/index.ts';
import type { PostsContextFactory } from '../posts/index.ts';
import { followingFeed, recommendedFeed } from './feedPages.ts';
import type { FollowingReads } from './followingReads.ts';

export function registerFeedsRoutes(
  app: FastifyInstance,
  contextOf: PostsContextFactory,
  following: FollowingReads,
) {
  route(app, feedsApi.following, async ({ viewer, request, query }) => {
    const { posts, page } = await followingFeed(
      await memberContextOf(contextOf, viewer, request),
      following,
      query.cursor,
    );
    return withEnvelope(posts, { page });
  });
  route(app, feedsApi.recommended, async ({ viewer, request, query }) => {
    const context = await contextOf(viewer, request);
    const { posts, page } = await listAnswer(context, sharedLists.recommended(), query.cursor, () =>
      recommendedFeed(context, query.cursor),
    );
    return withEnvelope(posts, { page });
  });
}
