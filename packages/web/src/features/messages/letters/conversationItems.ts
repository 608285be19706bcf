import type { Conversation } from '@fanzone/contract';

/** The loaded pages' conversations, each once (one that moved up while paging keeps its newest place). */
export function itemsOnceBy(pages: readonly { conversations: Conversation[] }[] | undefined): Conversation[] {
  const seen = new Set<string>();
  const out: Conversation[] = [];
  for (const page of pages ?? [])
    for (const conversation of page.conversations) {
      if (seen.has(conversation.otherUser.id)) continue;
      seen.add(conversation.otherUser.id);
      out.push(conversation);
    }
  return out;
}
