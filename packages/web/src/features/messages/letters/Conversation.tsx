import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { Actor, ChatMessage } from '@fanzone/contract';
import { limits, paths } from '@fanzone/contract';
import { errorMessageFor, loadErrorTexts } from '../../../platform/errors.ts';
import { dateTimeFormat } from '../../../platform/intl.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { formatTimestamp } from '../../../ui/time.ts';
import { toast } from '../../../ui/toast.ts';
import { useMy } from '../../identity/queries.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { LetterBubble } from './LetterBubble.tsx';
import { needsTimeLabel } from './chatTimeline.ts';
import {
  useBlockFromLetters,
  useConversation,
  useOlderLetters,
  useReadConversation,
  useSendLetter,
  useWithdrawLetter,
} from './queries.ts';
import { useChatClock } from './useChatClock.ts';

/** A refused send, shown once in the conversation after the letters it followed (spec §4). */
type Failure = { key: number; afterId: string | null; text: string };

/**
 * The conversation with one member: history loaded upwards, a time label wherever letters are more
 * than 300 s apart ('Recently' within a minute, refreshed every 3 s), the composer, and block and
 * report. Opening it, and each letter that arrives while it is open, marks it read — only while it is
 * seen: a folded chat window keeps its letters but leaves them unread (and the red dot on).
 */
export function Conversation({
  other,
  blocked,
  seen = true,
}: {
  other: Actor;
  blocked?: boolean;
  seen?: boolean;
}) {
  const { t, i18n } = useTranslation('messages', { keyPrefix: 'chat' });
  const { t: translate } = useTranslation();
  const my = useMy();
  const conversation = useConversation(other.id);
  const older = useOlderLetters(other.id);
  const send = useSendLetter(other.id);
  const withdraw = useWithdrawLetter(other.id);
  const read = useReadConversation(other.id);
  const block = useBlockFromLetters(other.id);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [failures, setFailures] = useState<Failure[]>([]);
  const now = useChatClock();
  const scroller = useRef<HTMLDivElement>(null);
  const letters = conversation.data?.letters ?? [];
  const last = letters.at(-1);
  const { mutate: markRead } = read;

  useEffect(() => {
    if (seen && last && last.userId !== my?.id) markRead();
  }, [seen, last, my?.id, markRead]);

  // New letters (and failures) scroll into view; loading older ones keeps the reader where they were.
  const lastKey = `${last?.idString}:${failures.length}`;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  if (!my) return null;
  const sendLetter = async (letter: () => Promise<Parameters<typeof send.mutateAsync>[0]>) => {
    try {
      await send.mutateAsync(await letter());
      return true;
    } catch (error) {
      // A refusal found on the device (too large) has only its code until the error texts are here.
      await loadErrorTexts();
      const text = t('failed', { message: errorMessageFor(error, translate) ?? '' });
      setFailures((shown) =>
        // Once: the same refusal again right after itself adds nothing.
        shown.at(-1)?.text === text && shown.at(-1)?.afterId === (last?.idString ?? null)
          ? shown
          : [...shown, { key: Date.now(), afterId: last?.idString ?? null, text }],
      );
      return false;
    }
  };
  const timeLabel = (letter: ChatMessage) =>
    now / 1000 - letter.createdAt < limits.ui.recentlySeconds
      ? formatTimestamp(letter.createdAt, now, i18n.language, translate)
      : dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          letter.createdAt * 1000,
        );
  const failuresAfter = (id: string | null) =>
    failures
      .filter((failure) => failure.afterId === id)
      .map((failure) => (
        <p
          key={failure.key}
          className="chat-notice chat-notice--error"
          role="alert"
          data-testid="chat-failure"
        >
          {failure.text}
        </p>
      ));

  return (
    <section
      className="conversation"
      aria-label={t('title', { name: other.username })}
      data-testid="conversation"
    >
      <header className="conversation__header">
        <Link to={paths.userPosts(other.id)} className="conversation__who">
          <Avatar src={other.avatar || null} name={other.username} size={32} />
          <span dir="auto">{other.username}</span>
        </Link>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirmBlock(true)}
          disabled={blocked}
          data-testid="chat-block"
        >
          {blocked ? t('blocked') : t('block')}
        </button>
        <Link to={paths.report(other.id)} className="button button--secondary" data-testid="chat-report">
          {t('report')}
        </Link>
      </header>
      <div className="conversation__letters" ref={scroller} data-testid="conversation-letters">
        {conversation.isPending ? <Spinner label={t('sending')} /> : null}
        {conversation.data?.hasOlder ? (
          <button
            type="button"
            className="button button--secondary conversation__older"
            onClick={() => older.mutate()}
            disabled={older.isPending}
            data-testid="chat-older"
          >
            {t('loadOlder')}
          </button>
        ) : letters.length ? (
          <p className="chat-notice">{t('start')}</p>
        ) : null}
        {failuresAfter(null)}
        {letters.map((letter, index) => (
          <Fragment key={letter.idString}>
            {needsTimeLabel(letters[index - 1], letter) ? (
              <p className="chat-time" data-testid="chat-time">
                {timeLabel(letter)}
              </p>
            ) : null}
            <LetterBubble
              letter={letter}
              mine={letter.userId === my.id}
              otherName={other.username}
              now={now}
              myId={my.id}
              onWithdraw={(chosen) => withdraw.mutate(chosen.idString)}
            />
            {failuresAfter(letter.idString)}
          </Fragment>
        ))}
      </div>
      <ChatComposer send={sendLetter} disabled={blocked} />
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        message={t('blockConfirm', { name: other.username })}
        busy={block.isPending}
        onConfirm={() =>
          block.mutate(undefined, {
            onSuccess: () => {
              setConfirmBlock(false);
              toast.success(t('blockSuccess'));
            },
          })
        }
        testId="chat-block-confirm"
      />
    </section>
  );
}
