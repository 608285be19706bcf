import { createContext, useContext } from 'react';
import type { Actor } from '@fanzone/contract';

/** Opens the desktop chat window on a conversation (spec §2 widgets: chat window). */
export type ChatWindowControl = { open(other: Actor, blocked: boolean): void };

export const ChatWindowContext = createContext<ChatWindowControl | null>(null);

/**
 * The desktop chat window's control, or null where there is none (a phone, the apps): callers
 * then go to the message centre instead.
 */
export function useChatWindow(): ChatWindowControl | null {
  return useContext(ChatWindowContext);
}
