import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@fanzone/contract';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { useLayout } from '../../../ui/useLayout.ts';
import { useProfile } from '../../social/queries.ts';
import { Conversation } from './Conversation.tsx';
import { ConversationList } from './ConversationList.tsx';
import { itemsOnceBy } from './conversationItems.ts';
import { useConversations } from './queries.ts';
import '../../../styles/messages.css';

/**
 * Direct messages (the message centre's chat tab, the desktop chat window): the conversations beside
 * the open one on a desktop; on a phone the list, or the open conversation with a way back. The open
 * conversation is in the address (`?with=`), so a profile's Send message links straight to it.
 */
export function ChatPanel() {
  const { t } = useTranslation('messages');
  const layout = useLayout();
  const [params, setParams] = useSearchParams();
  const openId = params.get('with');
  const listed = itemsOnceBy(useConversations().data?.pages).find(
    (conversation) => conversation.otherUser.id === openId,
  );
  // A conversation not started yet (from a profile) names the member from their profile.
  const profile = useProfile(listed || !openId ? undefined : openId);
  const other: Actor | undefined = listed
    ? listed.otherUser
    : profile.data
      ? { id: profile.data.id, username: profile.data.username, avatar: profile.data.avatar }
      : undefined;
  const blocked = listed?.blocked ?? profile.data?.blocked ?? false;

  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('with', id);
        else next.delete('with');
        return next;
      },
      { replace: layout === 'desktop' },
    );

  const conversation = other ? <Conversation key={other.id} other={other} blocked={blocked} /> : null;
  if (layout === 'mobile' && openId)
    return (
      <div className="chat chat--single">
        <button type="button" className="button button--secondary chat__back" onClick={() => open(null)}>
          {t('chat.back')}
        </button>
        {conversation}
      </div>
    );
  return (
    <div className="chat" data-layout={layout}>
      <div className="chat__list">
        <ConversationList openId={openId} onOpen={(entry) => open(entry.otherUser.id)} />
      </div>
      {layout === 'desktop' ? (
        <div className="chat__open">
          {conversation ?? <EmptyState icon="message" text={t('chat.chooseConversation')} />}
        </div>
      ) : null}
    </div>
  );
}
