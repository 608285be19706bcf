import { moderationApi } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BoardCatalogueService } from '../boards/index.ts';
import type { SessionCache } from '../identity/index.ts';
import type { SettingsStore } from '../site/index.ts';
import {
  changeMemberRole,
  findMembers,
  listEditorGroups,
  setMemberEditorGroups,
  setMemberLevel,
} from './members.ts';
import type { WritersInBoards } from './moderation.queries.ts';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import { banMember, liftBan } from './banMember.ts';
import { banFromBoard, liftBoardBan } from './boardBans.ts';
import { readStaffLog } from './staffLog.ts';

export function registerModerationRoutes(
  app: FastifyInstance,
  deps: Deps,
  sessions: SessionCache,
  boardCatalogue: BoardCatalogueService,
  settings: SettingsStore,
  writersIn: WritersInBoards,
) {
  const banDeps = { ...deps, sessions };
  const membersContext = async (request: FastifyRequest) => ({
    deps,
    sessions,
    catalogue: await boardCatalogue.get(),
    locale: request.locale,
    writersIn,
  });
  route(app, moderationApi.members, async ({ viewer, request, query }) => {
    const { members, page } = await findMembers(await membersContext(request), viewer, query);
    return withEnvelope(members, { page });
  });
  route(app, moderationApi.setMemberRole, async ({ viewer, request, params, body }) =>
    changeMemberRole(await membersContext(request), viewer, BigInt(params.id), body),
  );
  route(app, moderationApi.setMemberLevel, async ({ viewer, request, params, body }) =>
    setMemberLevel(
      { ...(await membersContext(request)), growthLevels: (await settings.get()).growthLevels },
      viewer,
      BigInt(params.id),
      body.level,
    ),
  );
  route(app, moderationApi.editorGroups, async () => listEditorGroups(deps));
  route(app, moderationApi.setMemberEditorGroups, async ({ viewer, request, params, body }) =>
    setMemberEditorGroups(await membersContext(request), viewer, BigInt(params.id), body.groupIds),
  );
  route(app, moderationApi.banMember, async ({ viewer, params, body }) =>
    banMember(banDeps, viewer, BigInt(params.id), {
      reason: body.reason,
      until: body.until === null ? null : new Date(body.until * 1000),
    }),
  );
  route(app, moderationApi.liftBan, async ({ viewer, params }) =>
    liftBan(banDeps, viewer, BigInt(params.id)),
  );
  const boardBanDeps = async () => ({ ...banDeps, catalogue: await boardCatalogue.get() });
  route(app, moderationApi.banFromBoard, async ({ viewer, params, body }) =>
    banFromBoard(await boardBanDeps(), viewer, BigInt(params.id), BigInt(params.boardId), {
      reason: body.reason,
      until: body.until === null ? null : new Date(body.until * 1000),
    }),
  );
  route(app, moderationApi.liftBoardBan, async ({ viewer, params }) =>
    liftBoardBan(await boardBanDeps(), viewer, BigInt(params.id), BigInt(params.boardId)),
  );
  route(app, moderationApi.staffLog, async ({ viewer, query }) => {
    const { entries, page } = await readStaffLog(
      { ...deps, catalogue: await boardCatalogue.get() },
      viewer,
      query,
    );
    return withEnvelope(entries, { page });
  });
}
