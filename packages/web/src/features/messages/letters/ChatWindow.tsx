import { useState } from 'react';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { Conversation } from './Conversation.tsx';
import '../../../styles/messages.css';

/**
 * The desktop chat window (spec §2 widgets): one conversation in a corner of the page, over
 * whatever the member reads, that can be folded to its title bar, opened in the message centre or
 * closed. Everything else is the message centre's conversation itself.
 */
export default function ChatWindow({
  other,
  blocked,
  onClose,
}: {
  other: Actor;
  blocked: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages', { keyPrefix: 'chat.window' });
  const [folded, setFolded] = useState(false);
  return (
    <aside
      className="chat-window"
      data-folded={folded}
      aria-label={t('label', { name: other.username })}
      data-testid="chat-window"
    >
      <div className="chat-window__bar">
        <Avatar src={other.avatar || null} name={other.username} size={24} />
        <span className="chat-window__name" dir="auto">
          {other.username}
        </span>
        <Link
          to={paths.chatWith(other.id)}
          className="chat-window__action"
          title={t('openFull')}
          aria-label={t('openFull')}
          data-testid="chat-window-full"
        >
          <Icon name="message" size={18} />
        </Link>
        <button
          type="button"
          className="chat-window__action"
          onClick={() => setFolded((current) => !current)}
          aria-expanded={!folded}
          aria-label={folded ? t('unfold') : t('fold')}
          title={folded ? t('unfold') : t('fold')}
          data-testid="chat-window-fold"
        >
          <span className="chat-window__fold-icon">
            <Icon name="up" size={18} />
          </span>
        </button>
        <button
          type="button"
          className="chat-window__action"
          onClick={onClose}
          aria-label={t('close')}
          title={t('close')}
          data-testid="chat-window-close"
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      {/* Folded keeps the conversation mounted, so a half-written letter survives. */}
      <div className="chat-window__body" hidden={folded}>
        <Conversation key={other.id} other={other} blocked={blocked} seen={!folded} />
      </div>
    </aside>
  );
}
