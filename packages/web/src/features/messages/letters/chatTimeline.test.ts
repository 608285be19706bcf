import type { ChatMessage } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { limits } from '@fanzone/contract';
import { canWithdraw, catchUpAfter, mediaDisplaySize, mergeLetters, needsTimeLabel } from './chatTimeline.ts';

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

  it('catches up from the sync mark, not from a letter sent or pushed after it', () => {
    const nowMs = 1_000_000_000;
    const old = nowMs / 1000 - 3_600;
    // 10 came with the page; 13 was sent from this tab while 11 and 12 (the other member's) were
    // on their way: the catch-up asks for what follows 10.
    const held = { letters: [letter(10, old), letter(13, old)], hasOlder: false, syncedUpTo: '10' };
    expect(catchUpAfter(held, nowMs)).toBe('10');
    // Nothing held from a page: no mark, and nothing withdrawable to read again.
    expect(catchUpAfter({ ...held, syncedUpTo: null }, nowMs)).toBeNull();
  });

  it('reads again the letters that could still be withdrawn, so a withdrawal missed offline shows', () => {
    const nowSeconds = 1_000_000;
    const window = limits.chat.withdrawWindowSeconds;
    const held = {
      letters: [
        letter(20, nowSeconds - 2 * window),
        letter(21, nowSeconds - window + 10),
        letter(22, nowSeconds - 5),
      ],
      hasOlder: false,
      syncedUpTo: '22',
    };
    expect(catchUpAfter(held, nowSeconds * 1000)).toBe('20');
    // A letter withdrawn already cannot change again.
    const withdrawn = {
      ...held,
      letters: held.letters.map((entry) => ({ ...entry, deletedAt: nowSeconds })),
    };
    expect(catchUpAfter(withdrawn, nowSeconds * 1000)).toBe('22');
  });
});
