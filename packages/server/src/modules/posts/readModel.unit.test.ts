import { describe, expect, it } from 'vitest';
import type { PostChange, PostPlacement } from './readModel.ts';
import { sharedLists, staleAfter } from './readModel.ts';

const post: PostPlacement = { id: 7n, authorId: 3n, boardId: 11n, mainBoardId: 10n };
const elsewhere: PostPlacement = { ...post, boardId: 21n, mainBoardId: 20n };

/** Whether a change makes a list stale: a list is stale when its key starts with a dropped prefix. */
const drops = (change: PostChange, key: string) =>
  staleAfter(change).listPrefixes.some((prefix) => key.startsWith(prefix));

describe('posts read model: what each change makes stale', () => {
  const boardList = sharedLists.board(11n, 'created').key;
  const mainBoardList = sharedLists.board(10n, 'hot').key;
  const otherBoardList = sharedLists.board(110n, 'created').key;
  const recommended = sharedLists.recommended().key;
  const thread = sharedLists.thread(7n, 'likes').key;

  it('a new post enters its board and main board lists and its followers lists, nothing else', () => {
    const change: PostChange = { kind: 'published', post };
    expect([boardList, mainBoardList].every((key) => drops(change, key))).toBe(true);
    expect([otherBoardList, recommended, thread].some((key) => drops(change, key))).toBe(false);
    expect(staleAfter(change).placements).toEqual([post]);
  });

  it('a post that moved, was removed, shielded or held for approval leaves every list that may show it, and its thread', () => {
    const moved: PostChange = { kind: 'moved', from: post, to: elsewhere };
    for (const key of [boardList, mainBoardList, sharedLists.board(21n, 'hot').key, recommended, thread])
      expect(drops(moved, key)).toBe(true);
    expect(staleAfter(moved).placements).toEqual([post, elsewhere]);
    for (const kind of ['removed', 'shielded', 'held'] as const) {
      const change: PostChange = { kind, post };
      expect([boardList, mainBoardList, recommended, thread].every((key) => drops(change, key))).toBe(true);
      expect(staleAfter(change).postIds).toEqual([7n]);
      expect(staleAfter(change).placements).toEqual([post]);
    }
  });

  it('a reaction or a vote changes only the post itself; a comment its thread too', () => {
    for (const kind of ['reacted', 'voted'] as const) {
      expect(staleAfter({ kind, postId: 7n })).toEqual({ listPrefixes: [], postIds: [7n], placements: [] });
    }
    const commented: PostChange = { kind: 'commented', postId: 7n };
    expect(drops(commented, thread)).toBe(true);
    expect(drops(commented, sharedLists.thread(70n, 'likes').key)).toBe(false);
  });

  it('featuring reorders Recommended; pinning its board; an edit the cards that copy its title', () => {
    expect(drops({ kind: 'featured', post }, recommended)).toBe(true);
    expect(drops({ kind: 'featured', post }, boardList)).toBe(false);
    expect(drops({ kind: 'pinned', post }, boardList)).toBe(true);
    expect(drops({ kind: 'pinned', post }, recommended)).toBe(false);
    expect([boardList, recommended].every((key) => drops({ kind: 'edited', post }, key))).toBe(true);
  });
});
