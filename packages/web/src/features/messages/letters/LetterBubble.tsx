import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@fanzone/contract';
import { letterContentTypes } from '@fanzone/contract';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useLayout } from '../../../ui/useLayout.ts';
import { canWithdraw, extraOf, mediaDisplaySize } from './chatTimeline.ts';

/**
 * One letter: text as written, a picture within its display box (a tap shows it full size), a video
 * with its poster; the sender's own for 300 s with Withdraw. A withdrawn letter is a notice instead
 * (spec §4): 'You retracted a message' for its sender, the sender's name for the other.
 */
export function LetterBubble({
  letter,
  mine,
  otherName,
  now,
  myId,
  onWithdraw,
}: {
  letter: ChatMessage;
  mine: boolean;
  otherName: string;
  now: number;
  myId: string;
  onWithdraw: (letter: ChatMessage) => void;
}) {
  const { t } = useTranslation('messages', { keyPrefix: 'chat' });
  const layout = useLayout();
  const [fullSize, setFullSize] = useState(false);

  if (letter.deletedAt)
    return (
      <p className="chat-notice" data-testid={`letter-${letter.idString}`} data-withdrawn="true">
        {mine ? t('youWithdrew') : t('theyWithdrew', { name: otherName })}
      </p>
    );

  const extra = extraOf(letter);
  const screenWidth = typeof window === 'undefined' ? 360 : window.innerWidth - 96;
  const size = mediaDisplaySize(extra, layout, screenWidth);
  let content;
  if (letter.contentType === letterContentTypes.image)
    content = (
      <>
        <button type="button" className="letter__media-button" onClick={() => setFullSize(true)}>
          <img
            src={letter.content}
            width={size.width}
            height={size.height}
            alt={mine ? t('picture') : t('pictureFrom', { name: otherName })}
            className="letter__media"
            loading="lazy"
          />
        </button>
        <Dialog open={fullSize} onOpenChange={setFullSize} title={t('viewFull')} size="full">
          <img src={letter.content} alt={t('viewFull')} className="letter__full" />
        </Dialog>
      </>
    );
  else if (letter.contentType === letterContentTypes.video)
    content = (
      <video
        src={letter.content}
        poster={extra.poster ?? undefined}
        width={size.width}
        height={size.height}
        controls
        preload="metadata"
        className="letter__media"
      />
    );
  else
    content = (
      <p className="letter__text" dir="auto">
        {letter.content}
      </p>
    );

  return (
    <div className="letter" data-mine={mine} data-testid={`letter-${letter.idString}`}>
      <div className="letter__bubble">{content}</div>
      {canWithdraw(letter, myId, now) ? (
        <button
          type="button"
          className="letter__withdraw"
          onClick={() => onWithdraw(letter)}
          data-testid="letter-withdraw"
        >
          {t('withdraw')}
        </button>
      ) : null}
    </div>
  );
}
