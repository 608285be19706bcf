import { localized } from '@fanzone/contract';
import type {
  BoardBannerAdmin,
  BoardBannerGroup,
  EndpointBody,
  collectionOperatorApi,
} from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { createReadCache } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAccess, findBoard, namesEachOnce } from '../boards/index.ts';
import type { PostsContext } from '../posts/index.ts';
import { assertBoardShown } from './collections.policy.ts';
import type { BoardBannerRow } from './collections.tables.ts';
import {
  boardBannersOf,
  deleteBoardBanner,
  insertBoardBanner,
  lockBoardBannerIds,
  setBoardBannerPositions,
  updateBoardBanner,
} from './collections.queries.ts';

type BannerInput = EndpointBody<typeof collectionOperatorApi.createBoardBanner>;
type BannerChanges = EndpointBody<typeof collectionOperatorApi.updateBoardBanner>;

/** Read on every board page and changed rarely: cached per node for 10 s, dropped on every write. */
const bannersTtlMs = 10_000;

function presentAdmin(row: BoardBannerRow): BoardBannerAdmin {
  return { ...row, id: row.id.toString(), boardId: row.boardId.toString() };
}

/**
 * Boards' banner groups (spec §3 banner group): members read a board's through the board's own
 * rule, operators write them. This service owns their cache; every write drops the board's copy on
 * every node.
 */
export async function createBoardBanners(deps: Pick<Deps, 'db' | 'clock' | 'bus'>) {
  const cache = createReadCache<BoardBannerGroup>({
    name: 'board-banners',
    ttlMs: bannersTtlMs,
    clock: deps.clock,
    bus: deps.bus,
  });
  await cache.ready;
  const changed = (boardId: bigint) => cache.forgetPrefix(`${boardId}|`);

  const assertBoard = async (boardId: bigint) => {
    if (!(await findBoard(deps.db, boardId))) throw new AppError('BOARD_NOT_FOUND');
  };

  return {
    /** A board's group as its page shows it: switched-on banners, in order, in the reader's language. */
    async group(context: PostsContext, boardId: bigint): Promise<BoardBannerGroup> {
      assertBoardShown(boardAccess(context.catalogue, context.audience, boardId));
      const { locale } = context;
      return cache.get(`${boardId}|${locale}`, async () => ({
        id: `board-${boardId}`,
        list: (await boardBannersOf(deps.db, boardId, { enabledOnly: true })).map((row) => ({
          imageUrl: row.imageUrl,
          title: localized(row.title, locale),
          redirectType: row.redirectType,
          resource: row.resource,
        })),
      }));
    },

    async list(viewer: Viewer, boardId: bigint) {
      await assertBoard(boardId);
      return (await boardBannersOf(deps.db, boardId)).map(presentAdmin);
    },

    async create(viewer: Viewer, boardId: bigint, input: BannerInput) {
      await assertBoard(boardId);
      const existing = await boardBannersOf(deps.db, boardId);
      if (existing.length >= limits.collections.boardBannersMax)
        throw new AppError('VALIDATION_FAILED', {
          fields: { board: `at most ${limits.collections.boardBannersMax} banners` },
        });
      const row = await insertBoardBanner(deps.db, {
        boardId,
        title: input.title,
        imageUrl: input.imageUrl,
        redirectType: input.redirectType,
        resource: input.resource,
        enabled: input.enabled ?? true,
      });
      await changed(boardId);
      return presentAdmin(row);
    },

    async update(viewer: Viewer, id: bigint, changes: BannerChanges) {
      const row = await updateBoardBanner(deps.db, id, changes);
      if (!row) throw new AppError('LINK_NOT_FOUND');
      await changed(row.boardId);
      return presentAdmin(row);
    },

    async remove(viewer: Viewer, id: bigint) {
      const boardId = await deleteBoardBanner(deps.db, id);
      if (boardId === undefined) throw new AppError('LINK_NOT_FOUND');
      await changed(boardId);
      return { deleted: true as const };
    },

    /** A new order naming every banner of the board once; ORDER_CHANGED if they changed meanwhile. */
    async order(viewer: Viewer, boardId: bigint, ids: string[]) {
      await assertBoard(boardId);
      const ordered = ids.map(BigInt);
      await deps.db.transaction(async (tx) => {
        const current = await lockBoardBannerIds(tx, boardId);
        if (!namesEachOnce(current, ordered)) throw new AppError('ORDER_CHANGED');
        await setBoardBannerPositions(tx, ordered);
      });
      await changed(boardId);
      return (await boardBannersOf(deps.db, boardId)).map(presentAdmin);
    },

    close: () => cache.close(),
  };
}
