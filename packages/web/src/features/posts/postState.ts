import type { InfiniteData } from '@tanstack/react-query';
import type { EditorGroupEntry, PollView, PostDetail, PostKind, PostSummary } from '@fanzone/contract';
import { limits, ordinaryEditorGroupTypes } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { itemsOnce } from '../../platform/paging.ts';
import { numberFormat } from '../../platform/intl.ts';

/**
 * Pure helpers of the posts domain: posts in cached lists and details (optimistic like and favourite,
 * removal), keyset pages, image display sizes, labels, polls, the edit target and what a failed
 * detail call means to the page.
 */

/** One page of a post list as the infinite queries keep it. */
export type PostListPage = { posts: PostSummary[]; cursor: string | null; hasMore: boolean };
export type PostListData = InfiniteData<PostListPage>;

/** What the posts queries keep: one post's details or a paged list. */
export type PostsCacheData = PostDetail | PostListData;

/** Post ids are decimal (the contract's `idString`); anything else cannot name a post. */
export function isPostId(id: string | undefined | null): id is string {
  return typeof id === 'string' && /^\d{1,19}$/.test(id);
}

function isListData(data: PostsCacheData): data is PostListData {
  return 'pages' in data;
}

/** The loaded pages as one list; a post that moved between pages while paging is shown once. */
export function flattenPosts(data: { pages: readonly PostListPage[] } | undefined): PostSummary[] {
  return itemsOnce(data?.pages, (page) => page.posts);
}

/**
 * Applies `change` to post `id` wherever it sits in cached data (a detail or every page of a list);
 * the same object when nothing changed, so untouched queries do not re-render.
 */
export function updatePost<T extends PostsCacheData>(
  data: T,
  id: string,
  change: <P extends PostSummary>(post: P) => P,
): T {
  if (!isListData(data)) return (data.id === id ? change(data) : data) as T;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const posts = page.posts.map((post) => {
      if (post.id !== id) return post;
      const next = change(post);
      if (next !== post) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, posts };
  });
  return (changed ? { ...data, pages } : data) as T;
}

/** Post `id` as cached data holds it, if it is there. */
export function findPost(data: PostsCacheData | undefined, id: string): PostSummary | undefined {
  if (!data) return undefined;
  if (!isListData(data)) return data.id === id ? data : undefined;
  for (const page of data.pages) {
    const post = page.posts.find((entry) => entry.id === id);
    if (post) return post;
  }
  return undefined;
}

/** A list without post `id` (after it was deleted); details are left to the page. */
export function withoutPost<T extends PostsCacheData>(data: T, id: string): T {
  if (!isListData(data)) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const posts = page.posts.filter((post) => post.id !== id);
    if (posts.length === page.posts.length) return page;
    changed = true;
    return { ...page, posts };
  });
  return (changed ? { ...data, pages } : data) as T;
}

/**
 * Like and favourite are toggles with a count, the same shape as following (`followed` +
 * `followerCount`), so they share the optimistic follow hook through this mapping.
 */
export const reactions = {
  like: { flag: 'liked', count: 'likeCount' },
  favourite: { flag: 'favourited', count: 'favouriteCount' },
} as const;
export type Reaction = keyof typeof reactions;
export type ToggleState = { followed: boolean; followerCount: number };

export function reactionState(post: PostSummary, reaction: Reaction): ToggleState {
  const { flag, count } = reactions[reaction];
  return { followed: post[flag], followerCount: post[count] };
}

export function withReactionState<P extends PostSummary>(post: P, reaction: Reaction, state: ToggleState): P {
  const { flag, count } = reactions[reaction];
  if (post[flag] === state.followed && post[count] === state.followerCount) return post;
  return { ...post, [flag]: state.followed, [count]: state.followerCount };
}

/** The state right after pressing, before the server answers (a count never goes below zero). */
export function optimisticToggle(state: ToggleState, on: boolean): ToggleState {
  if (state.followed === on) return state;
  return { followed: on, followerCount: Math.max(0, state.followerCount + (on ? 1 : -1)) };
}

type Clamp = { min: number; max: number };

/**
 * The size an image is drawn at (spec §5: 160-220 on the web, 128-228 in the app): scaled to fit the
 * maximum, and each side then held within the range; the picture is cropped to that box (cover).
 */
export function clampImageSize(
  width: number,
  height: number,
  clamp: Clamp = limits.ui.imageDisplayClamp.web,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: clamp.max, height: clamp.max };
  const scale = Math.min(1, clamp.max / Math.max(width, height));
  const hold = (value: number) => Math.round(Math.min(clamp.max, Math.max(clamp.min, value * scale)));
  return { width: hold(width), height: hold(height) };
}

/** Where the author edits a post of each kind (spec §2 publish routes, `?edit=id`). */
const editRoutes: Record<PostKind, string> = {
  post: '/publish/post',
  topic: '/publish/topic',
  picture: '/publish/EditPicture',
  bug_report: '/publish/bug-report',
};

export function editPathFor(kind: PostKind, id: string): string {
  return `${editRoutes[kind]}?edit=${encodeURIComponent(id)}`;
}

export type PostFailure = 'deleted' | 'notFound' | 'other';

/** 'Thread has been deleted' and 'The page number does not exist' are the page's empty state. */
export function postFailureOf(error: unknown): PostFailure {
  if (error instanceof ApiError) {
    if (error.code === 'POST_DELETED') return 'deleted';
    if (error.code === 'POST_NOT_FOUND' || error.code === 'NOT_FOUND' || error.httpStatus === 404)
      return 'notFound';
  }
  return 'other';
}

/** A label a post card or details page wears, in display order. */
export type PostLabel =
  | { key: 'pinnedMain' | 'pinnedSub' | 'featured' | 'poll' }
  | { key: 'tier'; min: number; max: number }
  | { key: 'hot' };

/** Pinned, featured, the popularity tier of spec §9 (1-10 likes, 11-20 likes…) and the poll marker. */
export function postLabels(
  post: Pick<PostSummary, 'pinned' | 'featured' | 'popularityTier' | 'hasPoll'>,
): PostLabel[] {
  const labels: PostLabel[] = [];
  if (post.pinned === 'main') labels.push({ key: 'pinnedMain' });
  if (post.pinned === 'sub') labels.push({ key: 'pinnedSub' });
  if (post.featured) labels.push({ key: 'featured' });
  if (post.popularityTier > 0) {
    const tier = limits.popularityTiers[post.popularityTier - 1];
    labels.push(tier ? { key: 'tier', min: tier.minLikes, max: tier.maxLikes } : { key: 'hot' });
  }
  if (post.hasPoll) labels.push({ key: 'poll' });
  return labels;
}

export type PollState = 'open' | 'voted' | 'closed';

/** Closed when the deadline passed; voted once the viewer's votes are in (one vote per member). */
export function pollStateOf(poll: Pick<PollView, 'closed' | 'myVotes'>): PollState {
  if (poll.closed) return 'closed';
  return poll.myVotes.length > 0 ? 'voted' : 'open';
}

/**
 * Each option's share in whole percent: of the votes cast for single choice, of the voters for
 * multiple choice (whose shares may add up to more than 100).
 */
export function pollShares(poll: Pick<PollView, 'multiple' | 'voterCount' | 'options'>): Map<string, number> {
  const votes = poll.options.reduce((sum, option) => sum + option.voteCount, 0);
  const base = poll.multiple ? Math.max(poll.voterCount, 0) : votes;
  return new Map(
    poll.options.map((option) => [option.id, base > 0 ? Math.round((option.voteCount / base) * 100) : 0]),
  );
}

/** The choice after pressing an option: one at a time for single choice, a set for multiple. */
export function toggleChoice(chosen: readonly string[], optionId: string, multiple: boolean): string[] {
  if (!multiple) return [optionId];
  return chosen.includes(optionId) ? chosen.filter((id) => id !== optionId) : [...chosen, optionId];
}

/** An attachment's size in the reader's language: bytes, kB or MB. */
export function formatBytes(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  try {
    return numberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value);
  } catch {
    return `${Math.round(value)} ${unit}`;
  }
}

export type BadgeStyle = 'ordinary' | 'special';

/**
 * The verified badge an editor-group member wears on their avatar (spec §6): the ordinary style for
 * `ordinaryEditorGroupTypes` (K, L, M, N), the special one as soon as any active group is of another type; none without
 * an active group.
 */
export function badgeStyleOf(groups: readonly EditorGroupEntry[]): BadgeStyle | null {
  const active = groups.filter((entry) => entry.status === 'active');
  if (!active.length) return null;
  return active.every((entry) => ordinaryEditorGroupTypes.includes(entry.type)) ? 'ordinary' : 'special';
}
