import type { ContentLimits, Locale, PostSummary } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardsClosedTo } from '../boards/index.ts';
import type { BoardAudience, BoardCatalogue } from '../boards/index.ts';
import type { WatchedWord } from '../site/index.ts';
import type { ListedPost, PostFilter } from './postLists.queries.ts';
import type { PostsReadModel, SharedList } from './readModel.ts';
import { presentCard } from './posts.present.ts';
import { memberMarksAmong } from './posts.queries.ts';

/** What every posts service receives: the platform, the viewer and what they may see. */
export type PostsContext = {
  deps: Deps;
  viewer: Viewer | null;
  audience: BoardAudience;
  locale: Locale;
  catalogue: BoardCatalogue;
  contentLimits: ContentLimits;
  editOwnPostMinLevel: number;
  /** The community's watched words, for what members write. */
  watchedWords: readonly WatchedWord[];
  /** How many of a member's first posts wait for approval (community setting `approveFirstPosts`). */
  approveFirstPosts: number;
  /** Reads shared by everyone with the same audience; a service that changes a post announces it here. */
  readModel: PostsReadModel;
};

export function listFilterOf(context: PostsContext): PostFilter {
  const viewerId = context.viewer?.id ?? null;
  return {
    excludedBoardIds: boardsClosedTo(context.catalogue, context.audience),
    blockerId: viewerId,
    markedFor: viewerId,
  };
}

/** The listed posts with their shared records, in list order; a post gone between the two reads is left out. */
async function withRecords<Listed extends Pick<ListedPost, 'id'>>(context: PostsContext, listed: Listed[]) {
  const records = await context.readModel.records.getMany(listed.map((item) => item.id));
  return listed.flatMap((item) => {
    const record = records.get(item.id);
    return record ? [{ item, record }] : [];
  });
}

/** Cards for a list whose query brought the viewer's marks: the posts themselves come from the shared records. */
export async function presentCards(context: PostsContext, listed: ListedPost[]): Promise<PostSummary[]> {
  return (await withRecords(context, listed)).map(({ item, record }) => presentCard(record, item, context));
}

/**
 * A list's page as read once for everyone who may see the same boards (no block list, no marks)
 * and shared for a few seconds: a board's or the home feed's first page is what most members open.
 * Deeper pages are shared too: their cursors come from shared pages, so members scrolling one list
 * within those seconds ask for the very same ones. Each parts list (pins, then the page) is loaded
 * with `load`.
 */
export function sharedListPage(
  context: PostsContext,
  list: SharedList,
  cursor: string[] | undefined,
  load: (filter: PostFilter) => Promise<ListedPost[][]>,
) {
  const filter = { ...listFilterOf(context), blockerId: null, markedFor: null };
  return context.readModel.sharedPage(list, filter.excludedBoardIds, cursor, () => load(filter));
}

/** A list page: loaded for a member, and for a visitor taken from (or kept in) the visitors' shared answers. */
export function listAnswer<Answer>(
  context: PostsContext,
  list: SharedList,
  cursor: string | undefined,
  load: () => Promise<Answer>,
): Promise<Answer> {
  if (context.viewer) return load();
  const scope = { locale: context.locale, countryCode: context.audience.countryCode };
  return context.readModel.visitorAnswer(list, scope, cursor, load);
}

/**
 * Cards of a shared page for this viewer: a member's copy leaves out authors they blocked and marks
 * their likes and favourites, in one query. A page shared per audience holds only boards the
 * audience may open; one merged from parts shared more widely (Following) names `excludedBoardIds`.
 */
export async function presentSharedCards(
  context: PostsContext,
  listed: Pick<ListedPost, 'id'>[],
  options: { excludedBoardIds?: bigint[] } = {},
): Promise<PostSummary[]> {
  const excludedBoardIds = new Set(options.excludedBoardIds);
  const found = (await withRecords(context, listed))
    .map(({ record }) => record)
    .filter((record) => !excludedBoardIds.has(record.post.boardId));
  if (!context.viewer)
    return found.map((record) => presentCard(record, { liked: false, favourited: false }, context));
  const marks = await memberMarksAmong(
    context.deps.db,
    context.viewer.id,
    found.map((record) => record.post.id),
    [...new Set(found.map((record) => record.post.authorId))],
  );
  return found
    .filter((record) => !marks.blockedAuthors.has(record.post.authorId))
    .map((record) =>
      presentCard(
        record,
        { liked: marks.liked.has(record.post.id), favourited: marks.favourited.has(record.post.id) },
        context,
      ),
    );
}
