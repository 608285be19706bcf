import type { InfiniteData } from '@tanstack/react-query';
import type { MemberSummary, PublicProfile } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { itemsOnce } from '../../platform/paging.ts';

/**
 * Pure helpers of the social domain: follow state of a member in cached profiles and follow lists
 * (optimistic update and its rollback), keyset paging, and what a failed profile call means.
 */

/** Lists only know whether the viewer follows; profiles also count the followers. */
export type MemberFollowState = { followed: boolean; followerCount?: number };

/** One page of a follow list as the infinite query keeps it. */
export type FollowListPage = { members: MemberSummary[]; cursor: string | null; hasMore: boolean };

export type FollowListData = InfiniteData<FollowListPage, string | undefined>;

/** What the social queries keep: a profile or a paged list. */
export type SocialCacheData = PublicProfile | FollowListData;

/** Member ids are decimal (the contract's `idString`); anything else cannot name a member. */
export function isUserId(id: string | undefined): id is string {
  return id !== undefined && /^\d{1,19}$/.test(id);
}

/** The loaded pages as one list; a member who moved between pages while paging is shown once. */
export function flattenMembers(data: { pages: readonly FollowListPage[] } | undefined): MemberSummary[] {
  return itemsOnce(data?.pages, (page) => page.members);
}

/** The state right after pressing Follow/Following, before the server answers. */
export function optimisticMemberFollow(state: MemberFollowState, follow: boolean): MemberFollowState {
  if (state.followerCount === undefined || state.followed === follow) return { ...state, followed: follow };
  return { followed: follow, followerCount: Math.max(0, state.followerCount + (follow ? 1 : -1)) };
}

function isListData(data: SocialCacheData): data is FollowListData {
  return 'pages' in data;
}

function applyState<T extends MemberSummary>(
  member: T,
  update: (state: MemberFollowState) => MemberFollowState,
): T {
  const current: MemberFollowState =
    'followerCount' in member && typeof member.followerCount === 'number'
      ? { followed: member.followed, followerCount: member.followerCount }
      : { followed: member.followed };
  const next = update(current);
  const countChanged = next.followerCount !== undefined && next.followerCount !== current.followerCount;
  if (next.followed === current.followed && !countChanged) return member;
  return countChanged
    ? { ...member, followed: next.followed, followerCount: next.followerCount }
    : { ...member, followed: next.followed };
}

/** Applies `update` to member `id` in a cached profile or list; the same object when nothing changed. */
export function updateMemberFollow<T extends SocialCacheData>(
  data: T,
  id: string,
  update: (state: MemberFollowState) => MemberFollowState,
): T {
  if (!isListData(data)) return (data.id === id ? applyState(data, update) : data) as T;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const members = page.members.map((member) => {
      if (member.id !== id) return member;
      const updated = applyState(member, update);
      if (updated !== member) pageChanged = true;
      return updated;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, members };
  });
  return (changed ? { ...data, pages } : data) as T;
}

/** The follow state of member `id` in a cached profile or list, if it is there. */
export function findMemberFollowState(
  data: SocialCacheData | undefined,
  id: string,
): MemberFollowState | undefined {
  if (!data) return undefined;
  if (!isListData(data))
    return data.id === id ? { followed: data.followed, followerCount: data.followerCount } : undefined;
  for (const page of data.pages) {
    const member = page.members.find((entry) => entry.id === id);
    if (member) return { followed: member.followed };
  }
  return undefined;
}

export type ProfileFailure = 'notFound' | 'other';

/** 404 USER_NOT_FOUND gets a page of its own; anything else is a load failure. */
export function profileFailureOf(error: unknown): ProfileFailure {
  if (error instanceof ApiError && (error.code === 'USER_NOT_FOUND' || error.httpStatus === 404))
    return 'notFound';
  return 'other';
}

/** Whether the bottom of the page is within `thresholdPx` of the viewport's bottom. */
export function isNearBottom(
  metrics: { scrollTop: number; viewportHeight: number; scrollHeight: number },
  thresholdPx: number,
): boolean {
  return metrics.scrollHeight - (metrics.scrollTop + metrics.viewportHeight) <= thresholdPx;
}
