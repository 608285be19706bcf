import type { ContentLimits, Locale } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogue } from '../boards/boardCatalogue.ts';
import { boardsClosedTo } from '../boards/boardCatalogue.ts';
import type { BoardAudience } from '../boards/boards.policy.ts';
import { editorGroupsOfMembers } from '../identity/identity.queries.ts';
import type { PostCardRow, PostFilter } from './postLists.queries.ts';
import type { PostRecords } from './postRecords.ts';
import type { CardContext } from './posts.present.ts';
import { presentCard } from './posts.present.ts';
import { reactionsOf } from './posts.queries.ts';

/** What every posts service receives: the platform, the viewer and what they may see. */
export type PostsContext = {
  deps: Deps;
  viewer: Viewer | null;
  audience: BoardAudience;
  locale: Locale;
  catalogue: BoardCatalogue;
  contentLimits: ContentLimits;
  editOwnPostMinLevel: number;
  /** Posts' shared parts; a service that changes a post announces it here. */
  postRecords: PostRecords;
};

export function listFilterOf(context: PostsContext): PostFilter {
  return { excludedBoardIds: boardsClosedTo(context.catalogue, context.audience), viewerId: context.viewer?.id ?? null };
}

/** Badges and the viewer's likes and favourites for a set of posts, in two batched reads. */
export async function cardContextFor(context: PostsContext, postIds: bigint[], authorIds: bigint[]): Promise<CardContext> {
  const [groups, reactions] = await Promise.all([
    editorGroupsOfMembers(context.deps.db, [...new Set(authorIds)]),
    context.viewer ? reactionsOf(context.deps.db, context.viewer.id, postIds) : Promise.resolve({ liked: new Set<bigint>(), favourited: new Set<bigint>() }),
  ]);
  return { catalogue: context.catalogue, locale: context.locale, groups, ...reactions };
}

export async function presentCards(context: PostsContext, rows: PostCardRow[]) {
  const cards = await cardContextFor(
    context,
    rows.map((row) => row.id),
    rows.map((row) => row.author.id),
  );
  return rows.map((row) => presentCard(row, cards));
}
