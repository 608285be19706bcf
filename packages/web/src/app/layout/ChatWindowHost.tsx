import type { ReactNode } from 'react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { Actor } from '@fanzone/contract';
import { matchRoute } from '@fanzone/contract';
import { useMy } from '../../features/identity/queries.ts';
import type { ChatWindowControl } from '../../features/messages/letters/chatWindowContext.ts';
import { ChatWindowContext } from '../../features/messages/letters/chatWindowContext.ts';
import { useLayout } from '../../ui/useLayout.ts';

// The chat's code arrives with the first conversation opened, never in the first view.
const ChatWindow = lazy(() => import('../../features/messages/letters/ChatWindow.tsx'));

/**
 * The desktop chat window's place in the shell: a conversation opened from a profile stays open
 * while the member goes on reading, across pages. Phones open the message centre instead.
 */
export function ChatWindowHost({ children }: { children: ReactNode }) {
  const layout = useLayout();
  const signedIn = useMy() !== null;
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState<{ other: Actor; blocked: boolean } | null>(null);
  const control = useMemo<ChatWindowControl>(
    () => ({ open: (other, blocked) => setOpen({ other, blocked }) }),
    [],
  );
  // On the message centre's chat tab the conversation is already on the page: one composer is enough.
  const onChatTab =
    matchRoute(pathname)?.name === 'my-message' && new URLSearchParams(search).get('tab') === 'chat';
  const shown = layout === 'desktop' && signedIn && open !== null && !onChatTab;
  return (
    <ChatWindowContext.Provider value={layout === 'desktop' && signedIn ? control : null}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ChatWindow other={open.other} blocked={open.blocked} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </ChatWindowContext.Provider>
  );
}
