import { describe, expect, it } from 'vitest';
import { itemsOnce, nextCursor, pagingOf } from './paging.ts';

describe('nextCursor', () => {
  it('gives the cursor only while more pages exist', () => {
    expect(nextCursor({ cursor: 'c', hasMore: true })).toBe('c');
    expect(nextCursor({ cursor: 'c', hasMore: false })).toBeUndefined();
    expect(nextCursor({ cursor: null, hasMore: true })).toBeUndefined();
  });
});

describe('pagingOf', () => {
  it('reads the envelope page, and a missing one as the last page', () => {
    expect(pagingOf({ page: { cursor: 'next', hasMore: true } })).toEqual({ cursor: 'next', hasMore: true });
    expect(pagingOf({})).toEqual({ cursor: null, hasMore: false });
  });
});

describe('itemsOnce', () => {
  it('joins pages in order and keeps the first of an item that moved between pages', () => {
    const pages = [{ rows: [{ id: '3' }, { id: '2' }] }, { rows: [{ id: '2' }, { id: '1' }] }];
    expect(itemsOnce(pages, (page) => page.rows).map((row) => row.id)).toEqual(['3', '2', '1']);
    expect(itemsOnce(undefined, (page: { rows: { id: string }[] }) => page.rows)).toEqual([]);
  });
});
