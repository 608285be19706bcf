/** Notification kinds of the message centre; the tabs follow this order, system by default (spec §4). */
export const notificationTypes = ['like', 'comment', 'system'] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const defaultMessageTab: NotificationType = 'system';

/** hasNewMsg of spec §4: any unread like, comment or system notification. */
export function hasNewMessage(badge: {
  likeMessageCount: number;
  commentMessageCount: number;
  systemMessageCount: number;
}): boolean {
  return badge.likeMessageCount + badge.commentMessageCount + badge.systemMessageCount > 0;
}
