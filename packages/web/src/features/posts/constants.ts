import type { BoardPostSort, CommentSort } from '@fanzone/contract';

/**
 * Constants of the contract that live in its schema modules (`api/posts.ts`, `api/comments.ts`,
 * `api/identity.ts`). Importing a value from those modules keeps their zod schemas (`.extend` calls
 * are not pure to the bundler), ~25 KB gzip, in the bundle — the home first view included. So they are
 * mirrored here, and `constants.test.ts` fails the moment they drift from the contract.
 */

/** Editor-group types with the ordinary verified style; others wear the special one (spec §6). */
export const ordinaryBadgeTypes: readonly string[] = ['K', 'L', 'M', 'N'];

/** A board's post orders: latest reply (default), newest, hot. */
export const boardSorts = ['reply', 'new', 'hot'] as const satisfies readonly BoardPostSort[];

/** A post's comment orders: oldest (default), newest, most liked. */
export const commentSortOrder = ['oldest', 'newest', 'likes'] as const satisfies readonly CommentSort[];
