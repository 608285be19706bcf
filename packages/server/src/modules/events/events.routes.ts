import { eventOperatorApi, eventsApi } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAudienceOf } from '../boards/index.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import {
  announceNow,
  changeEventStatus,
  createEvent,
  eventAwardsForOperators,
  eventForOperators,
  listEvents,
  updateEvent,
} from './operateEvents.ts';
import { eventDetail, eventRanking, myEnterablePosts } from './eventReads.ts';
import { joinEvent } from './joinEvent.ts';
import { enterPost } from './enterPost.ts';
import { seeAwards } from './seeAwards.ts';
import { giveDeliveryAddress } from './giveDeliveryAddress.ts';

export function registerEventsRoutes(app: FastifyInstance, deps: Deps, catalogue: BoardCatalogueService) {
  const reader = <V extends Viewer | null>(viewer: V, request: FastifyRequest) => ({
    viewer,
    audience: boardAudienceOf(deps, viewer, request),
    locale: request.locale,
  });
  const id = (params: { id: string }) => BigInt(params.id);

  route(app, eventsApi.detail, ({ viewer, request, params }) =>
    eventDetail(deps, catalogue, reader(viewer, request), id(params)),
  );
  route(app, eventsApi.ranking, ({ viewer, request, params }) =>
    eventRanking(deps, catalogue, reader(viewer, request), id(params)),
  );
  route(app, eventsApi.join, ({ viewer, request, params, body }) =>
    joinEvent(deps, catalogue, reader(viewer, request), id(params), body.privacyAccepted),
  );
  route(app, eventsApi.myPosts, ({ viewer, request, params }) =>
    myEnterablePosts(deps, catalogue, reader(viewer, request), id(params)),
  );
  route(app, eventsApi.enter, ({ viewer, request, params, body }) =>
    enterPost(deps, catalogue, reader(viewer, request), id(params), BigInt(body.postId)),
  );
  route(app, eventsApi.seeAwards, async ({ viewer, request, params }) => {
    const { seen, completions } = await seeAwards(deps, catalogue, reader(viewer, request), id(params));
    return withEnvelope({ seen }, { completeMission: completions });
  });
  route(app, eventsApi.deliveryAddress, ({ viewer, request, params, body }) =>
    giveDeliveryAddress(deps, catalogue, reader(viewer, request), id(params), body),
  );

  route(app, eventOperatorApi.list, () => listEvents(deps));
  route(app, eventOperatorApi.get, ({ params }) => eventForOperators(deps, id(params)));
  route(app, eventOperatorApi.create, ({ body }) => createEvent(deps, catalogue, body));
  route(app, eventOperatorApi.update, ({ params, body }) => updateEvent(deps, catalogue, id(params), body));
  route(app, eventOperatorApi.setStatus, ({ params, body }) =>
    changeEventStatus(deps, id(params), body.status),
  );
  route(app, eventOperatorApi.announce, ({ params }) => announceNow(deps, id(params)));
  route(app, eventOperatorApi.awards, ({ request, params }) =>
    eventAwardsForOperators(deps, id(params), request.locale),
  );
}
