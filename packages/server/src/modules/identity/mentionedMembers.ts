import type { MentionedMember } from '@fanzone/contract';
import { mentionedUsernames } from '@fanzone/contract';
import type { Db } from '../../platform/db/database.ts';
import { findUsersByNames } from './identity.queries.ts';

/** The members named in some texts, by lower-case name: what reading them needs to link the names. */
export type MentionIndex = ReadonlyMap<string, MentionedMember>;

const noMentions: MentionIndex = new Map();

/** Looks up, in one query, every member the texts mention; texts without `@` cost nothing. */
export async function mentionIndexFor(db: Db, texts: readonly string[]): Promise<MentionIndex> {
  const names = new Set<string>();
  for (const text of texts) {
    if (!text.includes('@')) continue;
    for (const name of mentionedUsernames(text)) names.add(name.toLowerCase());
  }
  if (!names.size) return noMentions;
  const members = await findUsersByNames(db, [...names]);
  return new Map(
    members.map((member) => [
      member.username.toLowerCase(),
      { id: member.id.toString(), username: member.username },
    ]),
  );
}

/** The members one text mentions who exist, in the order it names them. */
export function mentionsIn(text: string, index: MentionIndex): MentionedMember[] {
  if (!index.size) return [];
  return mentionedUsernames(text).flatMap((name) => index.get(name.toLowerCase()) ?? []);
}
