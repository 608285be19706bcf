import { socialApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import { blockMember, blockedMembers, unblockMember } from './blockMember.ts';
import { setMemberFollow } from './followMember.ts';
import { followList, publicProfile } from './memberDirectory.ts';
import { markFollowersSeen, membersByNamePrefix } from './social.queries.ts';
import type { FollowsChanged } from '../boards/index.ts';

const followRateLimit = { max: 60, timeWindow: '1 minute' };

export function registerSocialRoutes(app: FastifyInstance, deps: Deps, followsChanged: FollowsChanged) {
  route(app, socialApi.profile, async ({ viewer, params }) => publicProfile(deps, viewer, BigInt(params.id)));
  route(
    app,
    socialApi.follow,
    async ({ viewer, params }) => setMemberFollow(deps, followsChanged, viewer, BigInt(params.id), true),
    { rateLimit: followRateLimit },
  );
  route(
    app,
    socialApi.unfollow,
    async ({ viewer, params }) => setMemberFollow(deps, followsChanged, viewer, BigInt(params.id), false),
    { rateLimit: followRateLimit },
  );
  route(app, socialApi.followers, async ({ viewer, params, query }) => {
    const { members, page } = await followList(deps, viewer, BigInt(params.id), 'followers', query.cursor);
    return withEnvelope(members, { page });
  });
  route(app, socialApi.following, async ({ viewer, params, query }) => {
    const { members, page } = await followList(deps, viewer, BigInt(params.id), 'following', query.cursor);
    return withEnvelope(members, { page });
  });
  route(
    app,
    socialApi.block,
    async ({ viewer, params }) => blockMember(deps, followsChanged, viewer, BigInt(params.id)),
    { rateLimit: followRateLimit },
  );
  route(
    app,
    socialApi.unblock,
    async ({ viewer, params }) => unblockMember(deps, viewer, BigInt(params.id)),
    { rateLimit: followRateLimit },
  );
  route(app, socialApi.blocked, async ({ viewer, query }) => {
    const { members, page } = await blockedMembers(deps, viewer, query.cursor);
    return withEnvelope(members, { page });
  });
  route(app, socialApi.suggest, async ({ query }) =>
    (await membersByNamePrefix(deps.db, query.prefix)).map((member) => ({
      id: member.id.toString(),
      username: member.username,
      avatar: member.avatarUrl,
    })),
  );
  route(app, socialApi.markFollowersSeen, async ({ viewer }) => {
    await markFollowersSeen(deps.db, viewer.id, deps.clock.now());
    return { newFollowerCount: 0 as const };
  });
}
