import { contentPageApi, contentPageOperatorApi } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route } from '../../platform/http/route.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAudienceOf } from '../boards/index.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import {
  addDiscoverModel,
  changeDiscoverModel,
  contentPagesForOperator,
  discoverModelsForOperator,
  orderDiscoverModels,
  removeDiscoverModel,
  rewriteContentPage,
} from './operateContentPages.ts';
import type { ContentReader } from './readContentPages.ts';
import { readContentPage, readDiscoverModel, readDiscoverModels } from './readContentPages.ts';

/** The app-only content pages (`/realmeclub`, the narzo warranties, discover and its models). */
export function registerContentPagesRoutes(
  app: FastifyInstance,
  deps: Deps,
  catalogue: BoardCatalogueService,
) {
  const readerOf = (viewer: Viewer | null, request: FastifyRequest): ContentReader => ({
    viewer,
    locale: request.locale,
    audience: boardAudienceOf(deps, viewer, request),
    catalogue: catalogue.get,
  });

  route(app, contentPageApi.page, async ({ viewer, params, request }) =>
    readContentPage(deps, { viewer, locale: request.locale }, params.slug),
  );
  route(app, contentPageApi.discoverModels, async ({ viewer, request }) =>
    readDiscoverModels(deps, readerOf(viewer, request)),
  );
  route(app, contentPageApi.discoverModel, async ({ viewer, params, request }) =>
    readDiscoverModel(deps, readerOf(viewer, request), BigInt(params.id)),
  );

  route(app, contentPageOperatorApi.pages, async () => contentPagesForOperator(deps));
  route(app, contentPageOperatorApi.updatePage, async ({ viewer, params, body }) =>
    rewriteContentPage(deps, viewer, params.slug, body),
  );
  route(app, contentPageOperatorApi.models, async () => discoverModelsForOperator(deps));
  route(app, contentPageOperatorApi.createModel, async ({ body }) => addDiscoverModel(deps, body));
  route(app, contentPageOperatorApi.updateModel, async ({ params, body }) =>
    changeDiscoverModel(deps, BigInt(params.id), body),
  );
  route(app, contentPageOperatorApi.removeModel, async ({ params }) =>
    removeDiscoverModel(deps, BigInt(params.id)),
  );
  route(app, contentPageOperatorApi.orderModels, async ({ body }) => orderDiscoverModels(deps, body.ids));
}
