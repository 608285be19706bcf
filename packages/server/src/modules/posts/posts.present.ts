import { localized } from '@fanzone/contract';
import type { Author, Locale, PollView, PostDetail, PostSummary } from '@fanzone/contract';
import { isStaffRole, limits } from '@fanzone/contract';
import type { BoardCatalogue } from '../boards/index.ts';
import type { AuthorRow } from '../identity/index.ts';
import type { PostRecord } from './postRecords.ts';
import type { PollWithOptions } from './posts.queries.ts';

type GroupRow = { name: string; type: string; active: boolean };

export function presentAuthor(author: AuthorRow, groups: GroupRow[]): Author {
  return {
    id: author.id.toString(),
    username: author.username,
    avatar: author.avatarUrl,
    editorGroupState: groups.map((group) => ({
      name: group.name,
      type: group.type,
      status: group.active ? 'active' : 'inactive',
    })),
    level: author.level,
    isModerator: isStaffRole(author.role),
  };
}

/** How many popularity tiers of spec §9 the like count has reached (0 = none). */
export function popularityTier(likeCount: number): number {
  return limits.popularityTiers.filter((tier) => likeCount >= tier.minLikes).length;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Where board and section names come from, in which language. */
export type CardContext = { catalogue: BoardCatalogue; locale: Locale };

/** The viewer's own marks on a post (both false for visitors). */
export type ViewerMarks = { liked: boolean; favourited: boolean };

export function presentCard(record: PostRecord, marks: ViewerMarks, context: CardContext): PostSummary {
  const row = record.post;
  const board = context.catalogue.boards.find((candidate) => candidate.id === row.boardId);
  const section = row.sectionId
    ? context.catalogue.sections.find((candidate) => candidate.id === row.sectionId)
    : undefined;
  return {
    id: row.id.toString(),
    kind: row.kind,
    title: row.title,
    excerpt: row.excerpt,
    images: row.cardImages.slice(0, limits.post.cardImages),
    cover: row.cover ?? null,
    author: presentAuthor(record.author, record.authorGroups),
    board: { id: row.boardId.toString(), name: board ? localized(board.name, context.locale) : '' },
    section: section ? { id: section.id.toString(), name: localized(section.name, context.locale) } : null,
    category: row.category ?? null,
    tags: row.tags,
    createdAt: seconds(row.createdAt),
    lastActivityAt: seconds(row.lastActivityAt),
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    favouriteCount: row.favouriteCount,
    liked: marks.liked,
    favourited: marks.favourited,
    featured: row.featured,
    homeRecommended: row.homeRecommended,
    pinned: row.pinned ?? null,
    popularityTier: popularityTier(row.likeCount),
    hasPoll: !!record.poll,
  };
}

export function presentPoll(poll: PollWithOptions, myVotes: bigint[] | undefined, now: Date): PollView {
  return {
    title: poll.title,
    type: poll.type,
    multiple: poll.multiple,
    deadline: seconds(poll.deadline),
    closed: poll.deadline.getTime() <= now.getTime(),
    voterCount: poll.voterCount,
    options: poll.options.map((option) => ({
      id: option.id.toString(),
      label: option.label,
      imageUrl: option.imageUrl,
      voteCount: option.voteCount,
    })),
    myVotes: (myVotes ?? []).map((id) => id.toString()),
  };
}

export type DetailExtras = Pick<
  PostDetail,
  | 'mentions'
  | 'poll'
  | 'isAuthor'
  | 'followedAuthor'
  | 'canEdit'
  | 'editBlockedReason'
  | 'boardBan'
  | 'canDelete'
  | 'canModerate'
>;

/**
 * A bug report's contact is for the team, not the public: only the reporter and staff read it.
 */
export function presentDetail(
  record: PostRecord,
  marks: ViewerMarks,
  context: CardContext,
  extras: DetailExtras & { showContact: boolean },
): PostDetail {
  const { showContact, ...rest } = extras;
  const { post } = record;
  return {
    ...presentCard(record, marks, context),
    contentHtml: post.contentHtml,
    commentVisibility: post.commentVisibility,
    editedAt: post.editedAt ? seconds(post.editedAt) : null,
    attachments: post.attachments,
    bugReport: post.bugReport
      ? { ...post.bugReport, contact: showContact ? post.bugReport.contact : '' }
      : null,
    shareCount: post.shareCount,
    commentsLocked: post.commentsLocked,
    shielded: post.status === 'shielded',
    pending: post.status === 'pending',
    sunk: post.sunk,
    ...rest,
  };
}
