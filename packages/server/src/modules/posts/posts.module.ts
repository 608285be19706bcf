import { serverModule } from '../../platform/modules/serverModule.ts';
import { unreadDraftCountOf } from './posts.queries.ts';
import type { PostsContextFactory } from './posts.routes.ts';
import { postsContextFactory, registerPostsRoutes } from './posts.routes.ts';
import type { PostsReadModel } from './readModel.ts';
import { createPostsReadModel } from './readModel.ts';
import { tellOfMentions } from './tellMentioned.ts';

declare module 'fastify' {
  interface FastifyInstance {
    posts: {
      /** Every shared posts cache, dropped on every node by what changed (ARCHITECTURE §11). */
      readModel: PostsReadModel;
      /** The per-request facts every posts action and list sees (viewer, audience, limits). */
      contextOf: PostsContextFactory;
    };
    /** Buffered post views, exposed so tests can write them now. */
    postViews: { flush(): Promise<void> };
  }
}

/** Posts, polls, drafts, likes, favourites, views, the posts policy and its read model. */
export const postsModule = serverModule('posts', ['site', 'identity', 'boards'], async (app) => {
  const { deps } = app;
  const readModel = await createPostsReadModel(deps);
  app.addHook('onClose', () => readModel.close());
  const contextOf = postsContextFactory(deps, app.site.settings, app.boards.catalogue, readModel);
  const posts = registerPostsRoutes(app, deps, contextOf);
  app.identity.countInBadge('unreadDraftsCount', unreadDraftCountOf);
  tellOfMentions(deps);
  app.decorate('posts', { readModel, contextOf });
  app.decorate('postViews', posts.views);
});
