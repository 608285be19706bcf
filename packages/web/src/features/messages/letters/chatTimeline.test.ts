import type { ChatMessage } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { canWithdraw, mediaDisplaySize, mergeLetters, needsTimeLabel } from './chatTimeline.ts';

const letter = (id: number, createdAt: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  idString: String(id),
  userId: '1',
  contentType: 1,
  content: `Letter ${id}`,
  createdAt,
  deletedAt: null,
  extra: '{}',
  isFirst: false,
  ...overrides,
});

describe('the chat timeline', () => {
  it('merges letters once each, in id order, a withdrawal replacing the letter for good', () => {
    const merged = mergeLetters([letter(10, 100), letter(2, 50)], [letter(11, 101), letter(10, 100)]);
    expect(merged.map((entry) => entry.idString)).toEqual(['2', '10', '11']);
    const withdrawn = mergeLetters(merged, [letter(10, 100, { content: '', deletedAt: 120 })]);
    expect(withdrawn[1]!.deletedAt).toBe(120);
    // A stale copy arriving later (a resync racing the socket) does not bring it back.
    expect(mergeLetters(withdrawn, [letter(10, 100)])[1]!.deletedAt).toBe(120);
  });

  it('puts a time label before the first letter and after gaps of more than 300 s', () => {
    expect(needsTimeLabel(undefined, letter(1, 0))).toBe(true);
    expect(needsTimeLabel(letter(1, 0), letter(2, 300))).toBe(false);
    expect(needsTimeLabel(letter(1, 0), letter(2, 301))).toBe(true);
  });

  it("offers withdraw on the member's own letters for 300 s", () => {
    const mine = letter(1, 1_000);
    expect(canWithdraw(mine, '1', 1_300_000)).toBe(true);
    expect(canWithdraw(mine, '1', 1_301_000)).toBe(false);
    expect(canWithdraw(mine, '2', 1_000_000)).toBe(false);
    expect(canWithdraw({ ...mine, deletedAt: 1_010 }, '1', 1_020_000)).toBe(false);
  });

  it('fits media within 395×300 on desktop and 160 px high on a phone, never enlarging', () => {
    expect(mediaDisplaySize({ width: 4000, height: 3000 }, 'desktop', 1200)).toEqual({
      width: 395,
      height: 296,
    });
    expect(mediaDisplaySize({ width: 1080, height: 1920 }, 'desktop', 1200)).toEqual({
      width: 169,
      height: 300,
    });
    expect(mediaDisplaySize({ width: 4000, height: 3000 }, 'mobile', 360)).toEqual({
      width: 213,
      height: 160,
    });
    expect(mediaDisplaySize({ width: 100, height: 50 }, 'desktop', 1200)).toEqual({ width: 100, height: 50 });
  });
});
