import { describe, expect, it } from 'vitest';
import { hasNewMessage as contractHasNewMessage, notificationTypes } from '@fanzone/contract';
import { hasNewMessage, messageTabs } from './unread.ts';

describe('unread messages', () => {
  it("agrees with the contract's hasNewMessage", () => {
    const counts = [0, 1, 3];
    for (const likeMessageCount of counts)
      for (const commentMessageCount of counts)
        for (const systemMessageCount of counts) {
          const badge = { likeMessageCount, commentMessageCount, systemMessageCount, latestUnreadType: null };
          expect(hasNewMessage(badge)).toBe(contractHasNewMessage(badge));
        }
  });
});

describe('message tabs', () => {
  it("are the contract's notification types", () => {
    expect([...messageTabs]).toEqual([...notificationTypes]);
  });
});
