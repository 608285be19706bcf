/** Notification kinds of the message centre; the tabs follow this order, system by default (spec §4). */
export const notificationTypes = ['like', 'comment', 'system'] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const defaultMessageTab: NotificationType = 'system';
/** The message centre's tabs: the notification types, then direct messages where letters are shown. */
export const messageCentreTabs = [...notificationTypes, 'chat'] as const;
export type MessageCentreTab = (typeof messageCentreTabs)[number];

/** The tab `?tab=` names among those shown (chat only where letters are), else system. */
export function messageCentreTabOf(
  value: string | null,
  shown: readonly MessageCentreTab[] = messageCentreTabs,
): MessageCentreTab {
  return shown.includes(value as MessageCentreTab) ? (value as MessageCentreTab) : defaultMessageTab;
}

/**
 * What a notification says happened, and the tab it belongs to. The web app words each kind in the
 * reader's language; the server only stores the kind and what it is about.
 */
export const notificationKinds = {
  postLiked: 'like',
  commentLiked: 'like',
  postCommented: 'comment',
  commentReplied: 'comment',
  mentioned: 'comment',
  welcome: 'system',
  followed: 'system',
  medalEarned: 'system',
  missionReward: 'system',
  postFeatured: 'system',
  postMoved: 'system',
  postShielded: 'system',
  postRemoved: 'system',
  postLocked: 'system',
  postRestored: 'system',
  postApproved: 'system',
  postRejected: 'system',
  commentShielded: 'system',
  commentRemoved: 'system',
  commentRestored: 'system',
  hiddenByReports: 'system',
  reportActioned: 'system',
  reportDismissed: 'system',
  feedbackAnswered: 'system',
  certificationApproved: 'system',
  certificationRejected: 'system',
  memberBanned: 'system',
  banLifted: 'system',
  bannedFromBoard: 'system',
  boardBanLifted: 'system',
  eventAwarded: 'system',
} as const satisfies Record<string, NotificationType>;
export type NotificationKind = keyof typeof notificationKinds;
export const notificationKindNames = Object.keys(notificationKinds) as NotificationKind[];

/** hasNewMsg of spec §4: any unread like, comment or system notification, or private letter. */
export function hasNewMessage(badge: {
  likeMessageCount: number;
  commentMessageCount: number;
  systemMessageCount: number;
  letterCount?: number;
}): boolean {
  return (
    badge.likeMessageCount + badge.commentMessageCount + badge.systemMessageCount + (badge.letterCount ?? 0) >
    0
  );
}

/** Who may write a member private letters (spec §6 'who can pm me'). */
export const letterSenderRules = ['everyone', 'following', 'nobody'] as const;
export type LetterSenderRule = (typeof letterSenderRules)[number];

/** Chat message content types (spec §3). */
export const letterContentTypes = { text: 1, image: 2, video: 3 } as const;
export type LetterContentType = (typeof letterContentTypes)[keyof typeof letterContentTypes];

/** Whether `sentAt` (unix seconds) is still within the sender's withdraw window at `nowSeconds`. */
export function mayStillWithdraw(sentAt: number, nowSeconds: number, windowSeconds: number): boolean {
  return nowSeconds - sentAt <= windowSeconds;
}
