import { describe, expect, it } from 'vitest';
import { banPlacesFor } from './banPlaces.ts';

const boards = [
  {
    id: '1',
    name: 'Nova 12 Series',
    children: [
      { id: '11', name: 'Nova 12' },
      { id: '12', name: 'Nova 12 Pro' },
    ],
  },
  { id: '2', name: 'Nova Buds', children: [{ id: '21', name: 'Buds Pro' }] },
];

describe('where staff may ban from', () => {
  it("offers a board's moderator their boards with the sub boards, and never the whole community", () => {
    expect(banPlacesFor(boards, ['1', '21'], 'Everywhere')).toEqual({
      communityWide: false,
      places: [
        { boardId: '1', label: 'Nova 12 Series' },
        { boardId: '11', label: 'Nova 12 Series › Nova 12' },
        { boardId: '12', label: 'Nova 12 Series › Nova 12 Pro' },
        { boardId: '21', label: 'Nova Buds › Buds Pro' },
      ],
    });
  });

  it('offers moderators of every board and admins the whole community first, then every board', () => {
    const { places, communityWide } = banPlacesFor(boards, [], 'Everywhere');
    expect(communityWide).toBe(true);
    expect(places.map((place) => place.boardId)).toEqual([null, '1', '11', '12', '2', '21']);
  });
});
