import { useTranslation } from 'react-i18next';
import type { Conversation } from '@fanzone/contract';
import { letterContentTypes } from '@fanzone/contract';
import { itemsOnceBy } from './conversationItems.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { LoadMore } from '../../../ui/LoadMore.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { formatTimestamp } from '../../../ui/time.ts';
import { useMy } from '../../identity/queries.ts';
import { useNow } from '../../posts/useNow.ts';
import { useConversations } from './queries.ts';

/** The conversations, latest first: who, the latest line, when, and how many are unread. */
export function ConversationList({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (conversation: Conversation) => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const my = useMy();
  const list = useConversations();
  const now = useNow();
  const conversations = itemsOnceBy(list.data?.pages);

  if (list.isPending) return <Spinner label={t('loading')} />;
  if (!conversations.length)
    return (
      <div data-testid="conversations-empty">
        <EmptyState icon="message" text={t('empty.chat')} />
      </div>
    );

  const latestLine = (conversation: Conversation) => {
    const letter = conversation.lastMessage;
    const mine = letter.userId === my?.id;
    if (letter.deletedAt)
      return mine ? t('chat.youWithdrew') : t('chat.theyWithdrew', { name: conversation.otherUser.username });
    if (letter.contentType === letterContentTypes.image) return t('chat.picture');
    if (letter.contentType === letterContentTypes.video) return t('chat.video');
    return letter.content;
  };

  return (
    <>
      <ul className="conversation-list" aria-label={t('chat.conversationsLabel')} data-testid="conversations">
        {conversations.map((conversation) => (
          <li key={conversation.otherUser.id}>
            <button
              type="button"
              className="conversation-list__item"
              aria-current={openId === conversation.otherUser.id ? 'true' : undefined}
              onClick={() => onOpen(conversation)}
              data-testid={`conversation-${conversation.otherUser.id}`}
            >
              <Avatar
                src={conversation.otherUser.avatar || null}
                name={conversation.otherUser.username}
                size={40}
              />
              <span className="conversation-list__text">
                <span className="conversation-list__name" dir="auto">
                  {conversation.otherUser.username}
                </span>
                <span className="conversation-list__line" dir="auto">
                  {latestLine(conversation)}
                </span>
              </span>
              <span className="conversation-list__meta">
                <time>{formatTimestamp(conversation.lastMessage.createdAt, now, i18n.language, t)}</time>
                {conversation.unreadCount > 0 ? (
                  <span
                    className="conversation-list__unread"
                    aria-label={t('chat.unreadCount', { count: conversation.unreadCount })}
                    data-testid="conversation-unread"
                  >
                    {conversation.unreadCount}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <LoadMore
          isFetchingNextPage={list.isFetchingNextPage}
          isError={list.isError}
          fetchNextPage={list.fetchNextPage}
        />
      ) : null}
    </>
  );
}
