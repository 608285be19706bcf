import { moderationApi, postsApi } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAudienceOf } from '../boards/index.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import type { SettingsStore } from '../site/index.ts';
import { writingAllowance } from '../moderation/index.ts';
import { presentCompletions } from '../gamification/index.ts';
import { draftsService } from './drafts.ts';
import { readApprovalQueue } from './approvalQueue.ts';
import { editPost } from './editPost.ts';
import { featurePost } from './featurePost.ts';
import { moderateBoardPosts, moderatePost } from './moderatePost.ts';
import { postDetail } from './postDetail.ts';
import { boardPosts, memberPosts, myFavourites } from './postLists.ts';
import type { PostsContext } from './postsContext.ts';
import { markDraftsSeen } from './posts.queries.ts';
import { createViewCounter } from './postViews.ts';
import { publishPost } from './publishPost.ts';
import { removePost } from './removePost.ts';
import { setPostFavourite, setPostLike, sharePost } from './reactToPost.ts';
import { votePoll } from './votePoll.ts';
import { listAnswer } from './postsContext.ts';
import type { PostsReadModel } from './readModel.ts';
import { sharedLists } from './readModel.ts';

const reactionRateLimit = { max: 120, timeWindow: '1 minute' };
const draftRateLimit = { max: 60, timeWindow: '1 minute' };

export type PostsContextFactory = (
  viewer: Viewer | null,
  request: FastifyRequest,
  chosenCountry?: string,
) => Promise<PostsContext>;

/** Builds the per-request context posts, comments and feeds share. */
export function postsContextFactory(
  deps: Deps,
  settings: SettingsStore,
  boardCatalogue: BoardCatalogueService,
  readModel: PostsReadModel,
): PostsContextFactory {
  return async (viewer, request, chosenCountry) => {
    const [catalogue, values] = await Promise.all([boardCatalogue.get(), settings.get()]);
    return {
      deps,
      viewer,
      audience: boardAudienceOf(deps, viewer, request, chosenCountry),
      locale: request.locale,
      catalogue,
      contentLimits: values.contentLimits,
      editOwnPostMinLevel: values.editOwnPostMinLevel,
      watchedWords: values.watchedWords,
      approveFirstPosts: values.approveFirstPosts,
      readModel,
    };
  };
}

/** The context of a route only members may call: the contract refused visitors already, so the viewer is known. */
export async function memberContextOf(
  contextOf: PostsContextFactory,
  viewer: Viewer,
  request: FastifyRequest,
) {
  return { ...(await contextOf(viewer, request)), viewer };
}

export function registerPostsRoutes(app: FastifyInstance, deps: Deps, contextOf: PostsContextFactory) {
  const postingRateLimit = {
    max: (request: FastifyRequest) =>
      writingAllowance(request.viewer, deps.config.postingRateLimitPerMinute, deps.clock.now()),
    timeWindow: '1 minute',
  };
  const views = createViewCounter(deps);
  const memberContext = (viewer: Viewer, request: FastifyRequest) =>
    memberContextOf(contextOf, viewer, request);
  app.addHook('onClose', () => views.close());

  route(
    app,
    postsApi.publish,
    async ({ viewer, request, body }) => {
      const { detail, completed } = await publishPost(await memberContext(viewer, request), body);
      return withEnvelope(detail, { completeMission: presentCompletions(completed, request.locale) });
    },
    { rateLimit: postingRateLimit },
  );
  route(
    app,
    postsApi.edit,
    async ({ viewer, request, params, body }) =>
      editPost(await memberContext(viewer, request), BigInt(params.id), body),
    { rateLimit: postingRateLimit },
  );
  route(
    app,
    postsApi.remove,
    async ({ viewer, request, params }) =>
      removePost(await memberContext(viewer, request), BigInt(params.id)),
    { rateLimit: postingRateLimit },
  );
  route(app, postsApi.detail, async ({ viewer, request, params }) => {
    const postId = BigInt(params.id);
    const detail = await postDetail(await contextOf(viewer, request), postId);
    views.record(postId);
    return detail;
  });

  route(app, postsApi.boardPosts, async ({ viewer, request, params, query }) => {
    const context = await contextOf(viewer, request, query.country);
    const boardId = BigInt(params.id);
    const { posts, page } = await listAnswer(
      context,
      sharedLists.board(boardId, query.sort),
      query.cursor,
      () => boardPosts(context, boardId, query.sort, query.cursor),
    );
    return withEnvelope(posts, { page });
  });
  route(app, postsApi.memberPosts, async ({ viewer, request, params, query }) => {
    const { posts, page } = await memberPosts(
      await contextOf(viewer, request),
      BigInt(params.id),
      query.cursor,
    );
    return withEnvelope(posts, { page });
  });
  route(app, postsApi.myFavourites, async ({ viewer, request, query }) => {
    const { posts, page } = await myFavourites(await memberContext(viewer, request), query.cursor);
    return withEnvelope(posts, { page });
  });

  for (const [endpoint, like] of [
    [postsApi.like, true],
    [postsApi.unlike, false],
  ] as const) {
    route(
      app,
      endpoint,
      async ({ viewer, request, params }) => {
        const { completed, ...answer } = await setPostLike(
          await memberContext(viewer, request),
          BigInt(params.id),
          like,
        );
        return withEnvelope(answer, { completeMission: presentCompletions(completed, request.locale) });
      },
      { rateLimit: reactionRateLimit },
    );
  }
  route(
    app,
    postsApi.favourite,
    async ({ viewer, request, params }) =>
      setPostFavourite(await memberContext(viewer, request), BigInt(params.id), true),
    { rateLimit: reactionRateLimit },
  );
  route(
    app,
    postsApi.unfavourite,
    async ({ viewer, request, params }) =>
      setPostFavourite(await memberContext(viewer, request), BigInt(params.id), false),
    { rateLimit: reactionRateLimit },
  );
  route(
    app,
    postsApi.feature,
    async ({ viewer, request, params, body }) =>
      featurePost(await memberContext(viewer, request), BigInt(params.id), body.featured),
    { rateLimit: reactionRateLimit },
  );
  // Moderation (spec §4): one post, or a selection of a board's posts.
  route(app, moderationApi.moderatePost, async ({ viewer, request, params, body }) =>
    moderatePost(await memberContext(viewer, request), BigInt(params.id), body),
  );
  route(app, moderationApi.moderateBoardPosts, async ({ viewer, request, params, body }) => ({
    posts: await moderateBoardPosts(
      await memberContext(viewer, request),
      BigInt(params.id),
      body.postIds.map(BigInt),
      body.moderation,
    ),
  }));
  route(app, moderationApi.approvalQueue, async ({ viewer, request, query }) => {
    const { posts, cursor } = await readApprovalQueue(await memberContext(viewer, request), query.cursor);
    return withEnvelope(posts, { page: { cursor, hasMore: cursor !== null } });
  });
  route(
    app,
    postsApi.share,
    async ({ viewer, request, params }) => sharePost(await memberContext(viewer, request), BigInt(params.id)),
    { rateLimit: reactionRateLimit },
  );
  route(
    app,
    postsApi.vote,
    async ({ viewer, request, params, body }) =>
      votePoll(await memberContext(viewer, request), BigInt(params.id), body.optionIds),
    { rateLimit: reactionRateLimit },
  );

  route(app, postsApi.drafts, async ({ viewer }) => draftsService.list(deps, viewer));
  route(app, postsApi.draft, async ({ viewer, params }) =>
    draftsService.get(deps, viewer, BigInt(params.id)),
  );
  route(app, postsApi.saveDraft, async ({ viewer, body }) => draftsService.save(deps, viewer, body), {
    rateLimit: draftRateLimit,
  });
  route(
    app,
    postsApi.updateDraft,
    async ({ viewer, params, body }) => draftsService.update(deps, viewer, BigInt(params.id), body),
    { rateLimit: draftRateLimit },
  );
  route(app, postsApi.deleteDraft, async ({ viewer, params }) =>
    draftsService.remove(deps, viewer, BigInt(params.id)),
  );
  route(app, postsApi.clearDrafts, async ({ viewer }) => draftsService.clear(deps, viewer));
  route(app, postsApi.markDraftsSeen, async ({ viewer }) => {
    await markDraftsSeen(deps.db, viewer.id, deps.clock.now());
    return { unreadDraftsCount: 0 as const };
  });

  return { views };
}
