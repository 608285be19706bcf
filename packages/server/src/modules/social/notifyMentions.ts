import { mentionedUsernames } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { findUsersByNames } from '../identity/index.ts';
import { hasNotification, notifyMember, quoteOf } from '../notifications/index.ts';
import { blockedAmong } from './social.queries.ts';

/**
 * Tells the members a post or comment mentions (`@name`), once per post however often they are
 * mentioned in it (an edit, a later comment), never a member who blocked the writer, and not one
 * already told of the same comment another way (`alreadyTold`: the member answered).
 */
export async function notifyMentions(
  deps: Pick<Deps, 'db' | 'bus' | 'log'>,
  mention: {
    actorId: bigint;
    postId: bigint;
    postTitle: string;
    commentId?: bigint;
    text: string;
    alreadyTold?: ReadonlySet<bigint>;
    at: Date;
  },
) {
  const names = mentionedUsernames(mention.text);
  if (!names.length) return;
  for (const member of await findUsersByNames(deps.db, names)) {
    if (member.id === mention.actorId || mention.alreadyTold?.has(member.id)) continue;
    if ((await blockedAmong(deps.db, member.id, [mention.actorId])).size) continue;
    if (await hasNotification(deps.db, member.id, 'mentioned', mention.postId)) continue;
    await notifyMember(deps, {
      userId: member.id,
      kind: 'mentioned',
      actorId: mention.actorId,
      postId: mention.postId,
      commentId: mention.commentId ?? null,
      subject: mention.postTitle,
      excerpt: quoteOf(mention.text),
      createdAt: mention.at,
    });
  }
}
