import type { Board, BoardDetail } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { numberFormat } from '../../platform/intl.ts';

/**
 * Pure helpers of the boards domain: follow state in cached lists and details (optimistic update and
 * its rollback), a detail placeholder from the list, and what a failed detail call means to the page.
 */

export type FollowState = { followed: boolean; followerCount: number };

type Followable = FollowState & { id: string; children?: readonly Followable[] };

/** What the boards queries keep: the list (`Board[]`) or one detail. */
export type BoardsCacheData = Board[] | BoardDetail;

/** Board ids are decimal (the contract's `idString`); anything else cannot name a board. */
export function isBoardId(id: string | undefined): id is string {
  return id !== undefined && /^\d{1,19}$/.test(id);
}

/** A stored country code as the boards calls take it (two letters), or nothing. */
export function countryQueryValue(stored: string | null | undefined): string | undefined {
  return stored && /^[A-Za-z]{2}$/.test(stored) ? stored.toUpperCase() : undefined;
}

/** The state right after pressing Follow/Following, before the server answers. */
export function optimisticFollow(state: FollowState, follow: boolean): FollowState {
  if (state.followed === follow) return { followed: follow, followerCount: state.followerCount };
  const followerCount = Math.max(0, state.followerCount + (follow ? 1 : -1));
  return { followed: follow, followerCount };
}

/** `node` with the board `id` (itself or one of its children) changed; the same object if absent. */
function updateNode<T extends Followable>(
  node: T,
  id: string,
  update: (state: FollowState) => FollowState,
): T {
  let next: T = node;
  if (node.id === id) {
    const { followed, followerCount } = update(node);
    if (followed !== node.followed || followerCount !== node.followerCount)
      next = { ...node, followed, followerCount };
  }
  if (node.children) {
    let changed = false;
    const children = node.children.map((child) => {
      const updated = updateNode(child, id, update);
      if (updated !== child) changed = true;
      return updated;
    });
    if (changed) next = { ...next, children };
  }
  return next;
}

/** Applies `update` to every copy of board `id` in a cached list or detail (children included). */
export function updateBoardFollow<T extends BoardsCacheData>(
  data: T,
  id: string,
  update: (state: FollowState) => FollowState,
): T {
  if (!Array.isArray(data)) return updateNode(data as BoardDetail, id, update) as T;
  let changed = false;
  const list = (data as Board[]).map((board) => {
    const updated = updateNode(board, id, update);
    if (updated !== board) changed = true;
    return updated;
  });
  return (changed ? list : data) as T;
}

function findNode(node: Followable, id: string): FollowState | undefined {
  if (node.id === id) return { followed: node.followed, followerCount: node.followerCount };
  for (const child of node.children ?? []) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The follow state of board `id` in a cached list or detail, if it is there. */
export function findFollowState(data: BoardsCacheData | undefined, id: string): FollowState | undefined {
  if (!data) return undefined;
  const nodes: readonly Followable[] = Array.isArray(data) ? data : [data];
  for (const node of nodes) {
    const found = findNode(node, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A detail drawn from the list while the real one loads (parent from the main board that holds it).
 * Boards the viewer's country may not open get none: the server answers them with 403.
 */
export function detailFromList(list: readonly Board[] | undefined, id: string): BoardDetail | undefined {
  for (const board of list ?? []) {
    if (board.id === id) {
      if (!board.openToViewerCountry) return undefined;
      // Moderation tools wait for the real detail, which says whether the viewer moderates it.
      return { ...board, parent: null, canModerate: false };
    }
    const child = board.children.find((candidate) => candidate.id === id);
    if (child) {
      if (!child.openToViewerCountry || !board.openToViewerCountry) return undefined;
      return { ...child, parent: { id: board.id, name: board.name }, children: [], canModerate: false };
    }
  }
  return undefined;
}

export type BoardFailure = 'notOpen' | 'notFound' | 'other';

/** 403 SECTION_NOT_OPEN_TO_COUNTRY and 404 get pages of their own; anything else is a load failure. */
export function boardFailureOf(error: unknown): BoardFailure {
  if (error instanceof ApiError) {
    if (error.code === 'SECTION_NOT_OPEN_TO_COUNTRY') return 'notOpen';
    if (error.code === 'BOARD_NOT_FOUND' || error.httpStatus === 404) return 'notFound';
  }
  return 'other';
}

/** Counts as the viewer's language writes them, shortened from ten thousand up (12K, 1.2万). */
export function formatCount(value: number, locale: string): string {
  try {
    return numberFormat(locale, {
      notation: value >= 10_000 ? 'compact' : 'standard',
      maximumFractionDigits: 1,
    }).format(value);
  } catch {
    return String(value);
  }
}
