import { feedsApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { PostsContextFactory } from '../posts/posts.routes.ts';
import { followingFeed, recommendedFeed } from './feedPages.ts';

export function registerFeedsRoutes(app: FastifyInstance, contextOf: PostsContextFactory) {
  route(app, feedsApi.following, async ({ viewer, request, query }) => {
    const { posts, page } = await followingFeed({ ...(await contextOf(viewer, request)), viewer }, query.cursor);
    return withEnvelope(posts, { page });
  });
  route(app, feedsApi.recommended, async ({ viewer, request, query }) => {
    const { posts, page } = await recommendedFeed(await contextOf(viewer, request), query.cursor);
    return withEnvelope(posts, { page });
  });
}
