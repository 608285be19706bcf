import { describe, expect, it } from 'vitest';
import type { MemberSummary, PublicProfile } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import type { FollowListData } from './socialState.ts';
import {
  findMemberFollowState,
  flattenMembers,
  isNearBottom,
  isUserId,
  optimisticMemberFollow,
  profileFailureOf,
  updateMemberFollow,
} from './socialState.ts';

const member = (id: string, followed = false): MemberSummary => ({
  id,
  username: `m${id}`,
  avatar: '',
  editorGroupState: [],
  followed,
});

const profile: PublicProfile = {
  ...member('7'),
  countryCode: null,
  followerCount: 3,
  followingCount: 1,
  isSelf: false,
  blocked: false,
  level: 1,
  postCount: 0,
  friendsClub: false,
  canBan: false,
  ban: null,
};

const list = (...pages: MemberSummary[][]): FollowListData => ({
  pages: pages.map((members, index) => ({
    members,
    cursor: String(index + 1),
    hasMore: index < pages.length - 1,
  })),
  pageParams: pages.map((_, index) => (index === 0 ? undefined : String(index))),
});

describe('isUserId', () => {
  it('takes decimal ids only', () => {
    expect(isUserId('12')).toBe(true);
    expect(isUserId(undefined)).toBe(false);
    expect(isUserId('abc')).toBe(false);
    expect(isUserId('')).toBe(false);
  });
});

describe('flattenMembers', () => {
  it('joins pages and shows a member once', () => {
    expect(
      flattenMembers(list([member('1'), member('2')], [member('2'), member('3')])).map((m) => m.id),
    ).toEqual(['1', '2', '3']);
    expect(flattenMembers(undefined)).toEqual([]);
  });
});

describe('optimisticMemberFollow', () => {
  it('changes the count only when the state changes', () => {
    expect(optimisticMemberFollow({ followed: false, followerCount: 3 }, true)).toEqual({
      followed: true,
      followerCount: 4,
    });
    expect(optimisticMemberFollow({ followed: true, followerCount: 3 }, true)).toEqual({
      followed: true,
      followerCount: 3,
    });
    expect(optimisticMemberFollow({ followed: true, followerCount: 0 }, false)).toEqual({
      followed: false,
      followerCount: 0,
    });
    expect(optimisticMemberFollow({ followed: false }, true)).toEqual({ followed: true });
  });
});

describe('updateMemberFollow / findMemberFollowState', () => {
  it('updates a profile and keeps others untouched', () => {
    const next = updateMemberFollow(profile, '7', (state) => optimisticMemberFollow(state, true));
    expect(next).toMatchObject({ followed: true, followerCount: 4 });
    expect(updateMemberFollow(profile, '8', () => ({ followed: true }))).toBe(profile);
    expect(findMemberFollowState(next, '7')).toEqual({ followed: true, followerCount: 4 });
    expect(findMemberFollowState(profile, '8')).toBeUndefined();
  });

  it('updates the member in every page of a list', () => {
    const data = list([member('1'), member('2')], [member('3')]);
    const next = updateMemberFollow(data, '3', () => ({ followed: true }));
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(next.pages[1]?.members[0]?.followed).toBe(true);
    expect(findMemberFollowState(next, '3')).toEqual({ followed: true });
    expect(updateMemberFollow(data, '9', () => ({ followed: true }))).toBe(data);
    expect(updateMemberFollow(data, '1', (state) => state)).toBe(data);
  });

  it('rolls back to the saved state', () => {
    const saved = findMemberFollowState(profile, '7');
    const changed = updateMemberFollow(profile, '7', (state) => optimisticMemberFollow(state, true));
    const back = updateMemberFollow(changed, '7', () => saved ?? { followed: false });
    expect(back).toMatchObject({ followed: false, followerCount: 3 });
  });
});

describe('profileFailureOf', () => {
  it('tells a missing member from other failures', () => {
    expect(profileFailureOf(new ApiError('USER_NOT_FOUND', 'x', 404))).toBe('notFound');
    expect(profileFailureOf(new ApiError('INTERNAL', 'x', 500))).toBe('other');
    expect(profileFailureOf(new Error('x'))).toBe('other');
  });
});

describe('isNearBottom', () => {
  it('is true within the threshold of the bottom', () => {
    expect(isNearBottom({ scrollTop: 700, viewportHeight: 800, scrollHeight: 1600 }, 200)).toBe(true);
    expect(isNearBottom({ scrollTop: 500, viewportHeight: 800, scrollHeight: 1600 }, 200)).toBe(false);
    expect(isNearBottom({ scrollTop: 0, viewportHeight: 800, scrollHeight: 600 }, 200)).toBe(true);
  });
});
