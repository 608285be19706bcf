import { collectionOperatorApi, collectionsApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { PostsContextFactory } from '../posts/index.ts';
import { createBoardBanners } from './boardBanners.ts';
import { videoFeedPage } from './videoFeed.ts';
import { tcmDetail, tcmPostsPage } from './tcmReads.ts';
import { createTcm } from './operateCollections.ts';
import { changeTcm } from './operateCollections.ts';
import { tcmForConsole } from './operateCollections.ts';

/** Topics and collections, the video feed and boards' banners: HTTP only, the rules are in the services. */
export async function registerCollectionsRoutes(
  app: FastifyInstance,
  deps: Deps,
  contextOf: PostsContextFactory,
) {
  const banners = await createBoardBanners(deps);
  app.addHook('onClose', () => banners.close());

  route(app, collectionsApi.detail, async ({ viewer, request, query }) =>
    tcmDetail(await contextOf(viewer, request), BigInt(query.tcmId)),
  );
  route(app, collectionsApi.posts, async ({ viewer, request, params, query }) => {
    const { posts, page } = await tcmPostsPage(
      await contextOf(viewer, request),
      BigInt(params.id),
      query.cursor,
    );
    return withEnvelope(posts, { page });
  });
  route(app, collectionsApi.videoFeed, async ({ viewer, request, params, query }) => {
    const { items, page } = await videoFeedPage(
      await contextOf(viewer, request),
      BigInt(params.id),
      query.cursor,
    );
    return withEnvelope(items, { page });
  });
  route(app, collectionsApi.latestVideoFeed, async ({ viewer, request, query }) => {
    const { items, page } = await videoFeedPage(await contextOf(viewer, request), undefined, query.cursor);
    return withEnvelope(items, { page });
  });
  route(app, collectionsApi.boardBanners, async ({ viewer, request, params, query }) =>
    banners.group(await contextOf(viewer, request, query.country), BigInt(params.id)),
  );

  const ops = collectionOperatorApi;
  route(app, ops.list, async () => tcmForConsole(deps));
  route(app, ops.create, async ({ body }) => createTcm(deps, body));
  route(app, ops.update, async ({ params, body }) => changeTcm(deps, BigInt(params.id), body));
  route(app, ops.boardBanners, async ({ viewer, params }) => banners.list(viewer, BigInt(params.id)));
  route(app, ops.createBoardBanner, async ({ viewer, params, body }) =>
    banners.create(viewer, BigInt(params.id), body),
  );
  route(app, ops.updateBoardBanner, async ({ viewer, params, body }) =>
    banners.update(viewer, BigInt(params.id), body),
  );
  route(app, ops.deleteBoardBanner, async ({ viewer, params }) => banners.remove(viewer, BigInt(params.id)));
  route(app, ops.orderBoardBanners, async ({ viewer, params, body }) =>
    banners.order(viewer, BigInt(params.id), body.ids),
  );
}
