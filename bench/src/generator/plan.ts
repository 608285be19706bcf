import type { Connection } from '../../../packages/server/src/platform/db/database.ts';

/** How much to generate. */
export type Sizes = { users: number; posts: number; comments: number };

export const fullSizes: Sizes = { users: 100_000, posts: 1_000_000, comments: 10_000_000 };
/** PGlite is single-threaded WebAssembly: a twentieth of the posts keeps generation to minutes. */
export const pgliteSizes: Sizes = { users: 10_000, posts: 50_000, comments: 500_000 };

export type BoardRow = {
  id: number;
  parentId: number | null;
  visibleTo: string;
  allowedCountries: string[] | null;
  closed: boolean;
};
export type SectionRow = { id: number; boardId: number; closed: boolean };

/** Everything the statements need, fixed before the first row is written. */
export type Plan = Sizes & {
  /** The generation's "now" (ISO); every time lies in the two years before it. */
  now: string;
  /** Ids already taken (the demo's members, an empty posts table): generated ids start after them. */
  userBase: number;
  postBase: number;
  commentBase: number;
  boards: (BoardRow & {
    weight: number;
    mainBoardId: number;
    sections: SectionRow[];
    publicToVisitors: boolean;
  })[];
  /** The demo member the bench logs in as (follows ~50 members and 5 boards). */
  benchUserId: number;
  /** Scale and cap of each post's comment count (a Lomax tail), calibrated to hit `comments` on average. */
  commentScale: number;
  commentCap: number;
  /** Rows per transaction. */
  batch: { users: number; posts: number; commentPosts: number; follows: number };
};

export const commentTailShape = 1.4;

export function commentCountAt(quantile: number, scale: number, cap: number): number {
  return Math.min(cap, Math.floor(scale * (Math.pow(1 - quantile, -1 / commentTailShape) - 1)));
}

/**
 * The scale that makes the posts' comment counts add up to `target` on average: the expected sum
 * over `posts` uniform popularity draws, taken on the grid of quantiles (i + 0.5) / posts.
 */
export function calibrateCommentScale(posts: number, target: number, cap: number): number {
  const total = (scale: number) => {
    let sum = 0;
    for (let i = 0; i < posts; i++) sum += commentCountAt((i + 0.5) / posts, scale, cap);
    return sum;
  };
  let low = 0;
  let high = 1;
  while (total(high) < target && high < 1e6) high *= 2;
  for (let round = 0; round < 40; round++) {
    const middle = (low + high) / 2;
    if (total(middle) < target) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * How much of the posts each board gets: open boards a steep power law in catalogue order (the
 * flagship's boards dwarf the rest), main boards with sub boards fewer posts of their own, and
 * restricted, country-limited and closed boards a sliver.
 */
export function boardWeights(boards: BoardRow[]): Map<number, number> {
  const weights = new Map<number, number>();
  const hasChildren = new Set(
    boards.map((board) => board.parentId).filter((id): id is number => id !== null),
  );
  let rank = 0;
  for (const board of [...boards].sort((a, b) => a.id - b.id)) {
    if (board.visibleTo !== 'everyone') weights.set(board.id, 0.004);
    else if (board.allowedCountries) weights.set(board.id, 0.02);
    else if (board.closed) weights.set(board.id, 0.005);
    else {
      rank += 1;
      weights.set(board.id, (0.96 / Math.pow(rank, 0.9)) * (hasChildren.has(board.id) ? 0.5 : 1));
    }
  }
  return weights;
}

export async function readBoards(connection: Connection) {
  const boards = await connection.query<{
    id: string;
    parent_id: string | null;
    visible_to: string;
    allowed_countries: string[] | null;
    closed: boolean;
  }>('SELECT id, parent_id, visible_to, allowed_countries, closed FROM boards ORDER BY id');
  const sections = await connection.query<{ id: string; board_id: string; closed: boolean }>(
    'SELECT id, board_id, closed FROM board_sections ORDER BY id',
  );
  return {
    boards: boards.map((row) => ({
      id: Number(row.id),
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      visibleTo: row.visible_to,
      allowedCountries: row.allowed_countries,
      closed: row.closed,
    })),
    sections: sections.map((row) => ({
      id: Number(row.id),
      boardId: Number(row.board_id),
      closed: row.closed,
    })),
  };
}
