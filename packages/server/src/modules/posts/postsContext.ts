import type { ContentLimits, Locale, PostSummary } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogue } from '../boards/boardCatalogue.ts';
import { boardsClosedTo } from '../boards/boardCatalogue.ts';
import type { BoardAudience } from '../boards/boards.policy.ts';
import type { ListedPost, PostFilter } from './postLists.queries.ts';
import type { PostRecords } from './postRecords.ts';
import { presentCard } from './posts.present.ts';

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
  const viewerId = context.viewer?.id ?? null;
  return { excludedBoardIds: boardsClosedTo(context.catalogue, context.audience), blockerId: viewerId, markedFor: viewerId };
}

/**
 * Cards for a list: which posts and the viewer's marks come from the list's query, the posts
 * themselves from the shared records. A post gone between the two reads is left out.
 */
export async function presentCards(context: PostsContext, listed: ListedPost[]): Promise<PostSummary[]> {
  const records = await context.postRecords.getMany(listed.map((item) => item.id));
  return listed.flatMap((item) => {
    const record = records.get(item.id);
    return record ? [presentCard(record, item, context)] : [];
  });
}
