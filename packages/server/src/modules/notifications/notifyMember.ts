import { notificationKinds } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import type { NewNotification } from './notifications.queries.ts';
import { insertNotification } from './notifications.queries.ts';
import { publishToMember } from './memberChannel.ts';
import { excerptOf } from '../../platform/text.ts';

/** How much of a comment a message-centre line quotes. */
const quotedChars = 80;

/** The words of a comment a line quotes, on one line. */
export const quoteOf = (text: string) => excerptOf(text, quotedChars);

/**
 * Tells a member something happened (a like, a comment, a new follower, a medal…): a line in their
 * message centre, and an event to their open tabs so the red dots follow at once. Call it after the
 * change it reports has committed. Nobody is told of their own doing.
 */
export async function notifyMember(deps: Pick<Deps, 'db' | 'bus' | 'log'>, notification: NewNotification) {
  if (notification.actorId === notification.userId) return;
  // A line that exists already (a job run again) was announced when it was written.
  if (!(await insertNotification(deps.db, notification))) return;
  await publishToMember(deps, notification.userId, {
    type: 'notification.new',
    notificationType: notificationKinds[notification.kind],
  });
}
