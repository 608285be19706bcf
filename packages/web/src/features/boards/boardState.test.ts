import { describe, expect, it } from 'vitest';
import type { Board, BoardDetail, SubBoard } from '@fanzone/contract';
import { ApiError, TransportError } from '../../platform/api.ts';
import {
  boardFailureOf,
  countryQueryValue,
  detailFromList,
  findFollowState,
  formatCount,
  isBoardId,
  optimisticFollow,
  updateBoardFollow,
} from './boardState.ts';

function sub(id: string, extra: Partial<SubBoard> = {}): SubBoard {
  return {
    id,
    name: `Board ${id}`,
    description: '',
    iconUrl: '',
    closed: false,
    euProduct: false,
    openToViewerCountry: true,
    followerCount: 10,
    postCount: 3,
    followed: false,
    sections: [],
    ...extra,
  };
}

function main(id: string, children: SubBoard[], extra: Partial<SubBoard> = {}): Board {
  return { ...sub(id, extra), children };
}

const list: Board[] = [
  main('1', [sub('11'), sub('12', { followed: true, followerCount: 4 })]),
  main('2', []),
];

describe('optimisticFollow', () => {
  it('adds the viewer on follow and removes them on unfollow', () => {
    expect(optimisticFollow({ followed: false, followerCount: 10 }, true)).toEqual({
      followed: true,
      followerCount: 11,
    });
    expect(optimisticFollow({ followed: true, followerCount: 10 }, false)).toEqual({
      followed: false,
      followerCount: 9,
    });
  });

  it('changes nothing when the state is already the wanted one', () => {
    expect(optimisticFollow({ followed: true, followerCount: 10 }, true)).toEqual({
      followed: true,
      followerCount: 10,
    });
  });

  it('never goes below zero', () => {
    expect(optimisticFollow({ followed: true, followerCount: 0 }, false).followerCount).toBe(0);
  });
});

describe('updateBoardFollow', () => {
  const follow = (state: { followed: boolean; followerCount: number }) => optimisticFollow(state, true);

  it('updates a main board in the list and keeps the other boards as they were', () => {
    const next = updateBoardFollow(list, '2', follow);
    expect(next[1]).toMatchObject({ followed: true, followerCount: 11 });
    expect(next[0]).toBe(list[0]);
    expect(list[1]?.followed).toBe(false);
  });

  it('updates a sub board inside its main board', () => {
    const next = updateBoardFollow(list, '11', follow);
    expect(next[0]?.children[0]).toMatchObject({ followed: true, followerCount: 11 });
    expect(next[0]?.children[1]).toBe(list[0]?.children[1]);
    expect(next[0]).not.toBe(list[0]);
    expect(next[0]?.followed).toBe(false);
  });

  it('returns the same list when the board is not there or nothing changes', () => {
    expect(updateBoardFollow(list, '99', follow)).toBe(list);
    expect(updateBoardFollow(list, '12', follow)).toBe(list);
  });

  it('updates a detail and its children', () => {
    const detail: BoardDetail = { ...sub('1'), parent: null, children: [sub('11')], canModerate: false };
    expect(updateBoardFollow(detail, '1', follow)).toMatchObject({ followed: true, followerCount: 11 });
    expect(updateBoardFollow(detail, '11', follow).children[0]).toMatchObject({ followed: true });
  });

  it('sets the server answer as it is', () => {
    const next = updateBoardFollow(list, '12', () => ({ followed: false, followerCount: 42 }));
    expect(findFollowState(next, '12')).toEqual({ followed: false, followerCount: 42 });
  });
});

describe('findFollowState', () => {
  it('finds main and sub boards, in lists and details', () => {
    expect(findFollowState(list, '12')).toEqual({ followed: true, followerCount: 4 });
    expect(findFollowState(list, '2')).toEqual({ followed: false, followerCount: 10 });
    const detail: BoardDetail = {
      ...sub('5'),
      parent: { id: '1', name: 'x' },
      children: [],
      canModerate: false,
    };
    expect(findFollowState(detail, '5')).toEqual({ followed: false, followerCount: 10 });
    expect(findFollowState(list, '99')).toBeUndefined();
    expect(findFollowState(undefined, '1')).toBeUndefined();
  });

  it('restores the state saved before the press (rollback)', () => {
    const before = findFollowState(list, '11');
    const pressed = updateBoardFollow(list, '11', (state) => optimisticFollow(state, true));
    const rolledBack = updateBoardFollow(
      pressed,
      '11',
      () => before ?? { followed: false, followerCount: 0 },
    );
    expect(findFollowState(rolledBack, '11')).toEqual(before);
  });
});

describe('detailFromList', () => {
  it('makes a main board a detail without a parent', () => {
    expect(detailFromList(list, '1')).toMatchObject({ id: '1', parent: null, children: list[0]?.children });
  });

  it('gives a sub board its main board as parent', () => {
    expect(detailFromList(list, '12')).toMatchObject({
      id: '12',
      parent: { id: '1', name: 'Board 1' },
      children: [],
    });
  });

  it('has nothing for unknown boards, an empty cache, or boards not open to the country', () => {
    expect(detailFromList(list, '99')).toBeUndefined();
    expect(detailFromList(undefined, '1')).toBeUndefined();
    const locked = [main('3', [sub('31')], { openToViewerCountry: false })];
    expect(detailFromList(locked, '3')).toBeUndefined();
    expect(detailFromList(locked, '31')).toBeUndefined();
  });
});

describe('boardFailureOf', () => {
  it('tells the country refusal and the missing board from other failures', () => {
    expect(boardFailureOf(new ApiError('SECTION_NOT_OPEN_TO_COUNTRY', 'x', 403))).toBe('notOpen');
    expect(boardFailureOf(new ApiError('BOARD_NOT_FOUND', 'x', 404))).toBe('notFound');
    expect(boardFailureOf(new ApiError('NOT_FOUND', 'x', 404))).toBe('notFound');
    expect(boardFailureOf(new ApiError('INTERNAL', 'x', 500))).toBe('other');
    expect(boardFailureOf(new TransportError('offline', 'network'))).toBe('other');
  });
});

describe('isBoardId and countryQueryValue', () => {
  it('accepts decimal ids only', () => {
    expect(isBoardId('123')).toBe(true);
    expect(isBoardId('abc')).toBe(false);
    expect(isBoardId('')).toBe(false);
    expect(isBoardId(undefined)).toBe(false);
  });

  it('passes two-letter country codes, upper-cased', () => {
    expect(countryQueryValue('in')).toBe('IN');
    expect(countryQueryValue('DE')).toBe('DE');
    expect(countryQueryValue(null)).toBeUndefined();
    expect(countryQueryValue('Europe')).toBeUndefined();
  });
});

describe('formatCount', () => {
  it('writes small counts in full and shortens large ones', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(12_345, 'en')).toBe('12.3K');
    expect(formatCount(12_345, 'zh-CN')).toBe('1.2万');
  });
});
