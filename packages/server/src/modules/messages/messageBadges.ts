import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAudienceOf, boardsClosedTo } from '../boards/index.ts';
import type { BoardCatalogueService } from '../boards/index.ts';
import type { SettingsStore } from '../site/index.ts';
import { publishToMember } from '../notifications/index.ts';
import { messageBadgeOf } from './messageBadge.ts';

/**
 * The member's message badge as the calls that change it answer it, and the one way it is told to
 * their other tabs: reading notifications and reading a conversation both clear red dots elsewhere.
 */
export function messageBadges(deps: Deps, boardCatalogue: BoardCatalogueService, settings: SettingsStore) {
  /** Boards the member may not read: nothing about a post in one is listed or counted. */
  const closedBoards = async (viewer: Viewer, request: FastifyRequest) =>
    boardsClosedTo(await boardCatalogue.get(), boardAudienceOf(deps, viewer, request));
  const badgeOf = async (viewer: Viewer, request: FastifyRequest) =>
    messageBadgeOf(
      deps,
      viewer.id,
      await closedBoards(viewer, request),
      (await settings.get()).privateLetter,
    );
  /** The member's other tabs clear their red dots too. */
  const announceBadge = async (viewer: Viewer, request: FastifyRequest) => {
    const badge = await badgeOf(viewer, request);
    await publishToMember(deps, viewer.id, { type: 'badge.changed', badge });
    return badge;
  };
  return { closedBoards, badgeOf, announceBadge };
}

export type MessageBadges = ReturnType<typeof messageBadges>;
