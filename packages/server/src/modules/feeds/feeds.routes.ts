import { feedsApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { ReadCache } from '../../platform/cache.ts';
import type { PostsContextFactory } from '../posts/posts.routes.ts';
import { memberContextOf, visitorKey } from '../posts/posts.routes.ts';
import { followingFeed, recommendedFeed } from './feedPages.ts';

export function registerFeedsRoutes(app: FastifyInstance, contextOf: PostsContextFactory, visitorCache: ReadCache<unknown>) {
  route(app, feedsApi.following, async ({ viewer, request, query }) => {
    const { posts, page } = await followingFeed(await memberContextOf(contextOf, viewer, request), query.cursor);
    return withEnvelope(posts, { page });
  });
  route(app, feedsApi.recommended, async ({ viewer, request, query }) => {
    const context = await contextOf(viewer, request);
    const load = () => recommendedFeed(context, query.cursor);
    const { posts, page } = !viewer && !query.cursor ? await visitorCache.get(visitorKey(context, 'recommended'), load) : await load();
    return withEnvelope(posts, { page });
  });
}
