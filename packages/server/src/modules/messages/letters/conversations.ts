import type { ChatMessage, Conversation, Page } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { Deps } from '../../../platform/deps.ts';
import { decodeCursor, pageOf } from '../../../platform/http/cursor.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';
import { blockedAmong } from '../../social/index.ts';
import { assertLettersShown } from './letters.policy.ts';
import { presentLetter } from './letters.present.ts';
import {
  conversationPage,
  firstLetterId,
  lettersAfter,
  lettersBefore,
  markConversationRead,
  unreadLetterSummary,
} from './letters.queries.ts';

const pageSize = limits.lists.pageSize;
/** What one resync call returns at most; a client that missed more asks again from the last. */
const resyncBatch = 100;

/** The member's conversations, latest first. Every read is the viewer's own: `userId` is the other side. */
export async function conversationsOf(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  lettersShown: boolean,
  cursorText: string | undefined,
): Promise<{ conversations: Conversation[]; page: Page }> {
  assertLettersShown(lettersShown);
  const cursor = decodeCursor(cursorText, ['timestamp', 'id']);
  const rows = await conversationPage(
    deps.db,
    viewer.id,
    cursor ? { at: cursor[0]!, otherUserId: BigInt(cursor[1]!) } : undefined,
    pageSize + 1,
  );
  const { rows: shown, page } = pageOf(
    rows.map((row) => ({ ...row, sortKey: [row.lastAtText, row.other.id.toString()] })),
    pageSize,
  );
  const blocked = await blockedAmong(
    deps.db,
    viewer.id,
    shown.map((row) => row.other.id),
  );
  return {
    conversations: shown.map((row) => ({
      otherUser: { id: row.other.id.toString(), username: row.other.username, avatar: row.other.avatarUrl },
      lastMessage: presentLetter(row.letter, BigInt(row.firstLetterId)),
      unreadCount: row.conversation.unreadCount,
      blocked: blocked.has(row.other.id),
    })),
    page,
  };
}

/** Letters with a member older than `beforeId` (or the latest page), oldest first, as the chat shows them. */
export async function letterHistory(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  lettersShown: boolean,
  otherUserId: bigint,
  beforeId: bigint | undefined,
): Promise<{ letters: ChatMessage[]; page: Page }> {
  assertLettersShown(lettersShown);
  const rows = await lettersBefore(deps.db, viewer.id, otherUserId, beforeId, pageSize + 1);
  const shown = rows.slice(0, pageSize);
  const first = await firstLetterId(deps.db, viewer.id, otherUserId);
  const hasMore = rows.length > pageSize;
  return {
    letters: shown.reverse().map((letter) => presentLetter(letter, first)),
    page: { cursor: hasMore ? shown[0]!.id.toString() : null, hasMore },
  };
}

/** Letters with a member newer than the last one the client saw (a reconnect's resync), oldest first. */
export async function lettersSince(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  lettersShown: boolean,
  otherUserId: bigint,
  afterId: bigint,
): Promise<{ letters: ChatMessage[]; page: Page }> {
  assertLettersShown(lettersShown);
  const rows = await lettersAfter(deps.db, viewer.id, otherUserId, afterId, resyncBatch + 1);
  const shown = rows.slice(0, resyncBatch);
  const first = await firstLetterId(deps.db, viewer.id, otherUserId);
  const hasMore = rows.length > resyncBatch;
  return {
    letters: shown.map((letter) => presentLetter(letter, first)),
    page: { cursor: hasMore ? shown.at(-1)!.id.toString() : null, hasMore },
  };
}

/** Marks a conversation read; answers the member's unread letters left. */
export async function readConversation(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  lettersShown: boolean,
  otherUserId: bigint,
) {
  assertLettersShown(lettersShown);
  await markConversationRead(deps.db, viewer.id, otherUserId);
  return { letterCount: (await unreadLetterSummary(deps.db, viewer.id)).count };
}
