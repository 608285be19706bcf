import { describe, expect, it } from 'vitest';
import type { Board, BoardSection, SubBoard } from '@fanzone/contract';
import { blockedReason, choiceErrors, choiceSummary, locateBoard, sectionsOf } from './boardChoice.ts';

const section = (id: string, closed = false): BoardSection => ({ id, name: `Section ${id}`, closed });
const base = {
  description: '',
  iconUrl: '',
  closed: false,
  euProduct: false,
  openToViewerCountry: true,
  followerCount: 0,
  postCount: 0,
  followed: false,
  sections: [] as BoardSection[],
};
const sub = (id: string, extra: Partial<SubBoard> = {}): SubBoard => ({
  ...base,
  id,
  name: `Sub ${id}`,
  ...extra,
});
const boards: Board[] = [
  {
    ...base,
    id: '1',
    name: 'Phones',
    sections: [section('10'), section('11', true)],
    children: [
      sub('2', { sections: [section('20')] }),
      sub('3', { closed: true }),
      sub('4', { openToViewerCountry: false }),
    ],
  },
  { ...base, id: '5', name: 'Closed', closed: true, children: [] },
  { ...base, id: '6', name: 'Notices', sections: [section('60', true)], children: [] },
];

describe('board choice', () => {
  it('blocks closed entries for members only, and boards not open to the country for everyone', () => {
    expect(blockedReason({ closed: true }, 'member')).toBe('BOARD_CLOSED');
    expect(blockedReason({ closed: true }, 'moderator')).toBeNull();
    expect(blockedReason({ closed: false, openToViewerCountry: false }, 'admin')).toBe(
      'SECTION_NOT_OPEN_TO_COUNTRY',
    );
  });

  it('places a board id under its main board', () => {
    expect(locateBoard(boards, '1')).toEqual({ boardId: '1', subBoardId: null });
    expect(locateBoard(boards, '3')).toEqual({ boardId: '1', subBoardId: '3' });
    expect(locateBoard(boards, '99')).toBeNull();
  });

  it("offers the sub board's sections when one is chosen, else the main board's", () => {
    expect(sectionsOf(boards, '1', null).map((entry) => entry.id)).toEqual(['10', '11']);
    expect(sectionsOf(boards, '1', '2').map((entry) => entry.id)).toEqual(['20']);
    expect(sectionsOf(boards, '1', '3')).toEqual([]);
  });

  it('requires a board, and a section when the member could choose one', () => {
    expect(choiceErrors(boards, { boardId: null, subBoardId: null, sectionId: null }, 'member')).toEqual({
      board: 'BOARD_REQUIRED',
    });
    expect(choiceErrors(boards, { boardId: '1', subBoardId: null, sectionId: null }, 'member')).toEqual({
      section: 'SECTION_REQUIRED',
    });
    expect(choiceErrors(boards, { boardId: '1', subBoardId: null, sectionId: '10' }, 'member')).toEqual({});
    expect(choiceErrors(boards, { boardId: '1', subBoardId: '3', sectionId: null }, 'moderator')).toEqual({});
    // Only closed sections: nothing a member could choose, so none is required.
    expect(choiceErrors(boards, { boardId: '6', subBoardId: null, sectionId: null }, 'member')).toEqual({});
    expect(choiceErrors(boards, { boardId: '6', subBoardId: null, sectionId: null }, 'admin')).toEqual({
      section: 'SECTION_REQUIRED',
    });
  });

  it('refuses closed boards, sub boards and sections for members with "choose another"', () => {
    expect(choiceErrors(boards, { boardId: '5', subBoardId: null, sectionId: null }, 'member').board).toBe(
      'BOARD_CLOSED',
    );
    expect(choiceErrors(boards, { boardId: '1', subBoardId: '3', sectionId: null }, 'member').board).toBe(
      'BOARD_CLOSED',
    );
    expect(choiceErrors(boards, { boardId: '1', subBoardId: null, sectionId: '11' }, 'member').section).toBe(
      'BOARD_CLOSED',
    );
    expect(choiceErrors(boards, { boardId: '1', subBoardId: '4', sectionId: null }, 'member').board).toBe(
      'SECTION_NOT_OPEN_TO_COUNTRY',
    );
  });

  it('leaves unknown boards to the server', () => {
    expect(choiceErrors([], { boardId: '42', subBoardId: null, sectionId: null }, 'member')).toEqual({});
  });

  it('sums the choice up in one line', () => {
    expect(choiceSummary(boards, { boardId: '1', subBoardId: '2', sectionId: '20' })).toEqual([
      'Phones',
      'Sub 2',
      'Section 20',
    ]);
    expect(choiceSummary(boards, { boardId: null, subBoardId: null, sectionId: null })).toEqual([]);
  });
});
