import { searchApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { PostsContextFactory } from '../posts/index.ts';
import { createMemberSearchCache, searchMembers } from './searchMembers.ts';
import { createHighlightCache, searchPosts } from './searchPosts.ts';

export async function registerSearchRoutes(app: FastifyInstance, deps: Deps, contextOf: PostsContextFactory) {
  const highlights = await createHighlightCache(deps);
  const foundMembers = await createMemberSearchCache(deps);
  app.addHook('onClose', async () => {
    await Promise.all([highlights.close(), foundMembers.close()]);
  });
  route(app, searchApi.posts, async ({ viewer, request, query }) => {
    const { found, page } = await searchPosts(await contextOf(viewer, request), highlights, query);
    return withEnvelope(found, { page });
  });
  route(app, searchApi.members, async ({ viewer, query }) => {
    const { found, page } = await searchMembers(deps, foundMembers, viewer, query);
    return withEnvelope(found, { page });
  });
}
