import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendLetterInput } from '@fanzone/contract';
import { letterContentTypes, limits } from '@fanzone/contract';
import { useCaretPlacement } from '../../../ui/useCaretPlacement.ts';
import { useLayout } from '../../../ui/useLayout.ts';
import { imageAccept } from '../../uploads/imageFiles.ts';
import { posterFrame } from './posterFrame.ts';

type Sendable = Omit<SendLetterInput, 'otherUserId'>;

/**
 * Where a letter is written: Enter sends, Ctrl+Enter adds a line (spec §4); 1 row on a phone, 4 on
 * a desktop (spec §9); a picture or a video goes as a letter of its own. Empty text is not sent.
 * `send` resolves once the letter is stored, or rejects with why not (the chat shows it).
 */
export function ChatComposer({
  send,
  disabled,
}: {
  send: (letter: () => Promise<Sendable>) => Promise<boolean>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('messages', { keyPrefix: 'chat' });
  const layout = useLayout();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const { field, placeCaret } = useCaretPlacement<HTMLTextAreaElement>();

  const submit = async (letter: () => Promise<Sendable>) => {
    setBusy(true);
    try {
      return await send(letter);
    } finally {
      setBusy(false);
    }
  };
  const sendText = async () => {
    const written = text;
    const content = written.trim();
    if (!content || busy) return;
    // The box empties as the letter goes, not when the answer comes: the socket may show the letter
    // in the list first. A refused letter comes back into the box unless something new was typed.
    setText('');
    const sent = await submit(async () => ({ contentType: letterContentTypes.text, content }));
    if (!sent) setText((typed) => (typed === '' ? written : typed));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      // Ctrl+Enter adds a line where the caret is (a textarea does nothing with it by itself).
      event.preventDefault();
      const { selectionStart, selectionEnd } = event.currentTarget;
      const next = `${text.slice(0, selectionStart)}\n${text.slice(selectionEnd)}`;
      if (next.length > limits.chat.maxTextLength) return;
      placeCaret(selectionStart + 1);
      setText(next);
      return;
    }
    if (event.shiftKey) return;
    event.preventDefault();
    void sendText();
  };
  const pickImage = (file: File) =>
    submit(async () => {
      const { uploadLetterImage } = await import('../../uploads/upload.ts');
      const image = await uploadLetterImage(file);
      return {
        contentType: letterContentTypes.image,
        content: image.url,
        width: image.width,
        height: image.height,
      };
    });
  const pickVideo = (file: File) =>
    submit(async () => {
      const { uploadLetterImage, uploadLetterVideo } = await import('../../uploads/upload.ts');
      const video = await uploadLetterVideo(file);
      const frame = await posterFrame(file);
      const poster = frame
        ? await uploadLetterImage(new File([frame], 'poster.jpg', { type: 'image/jpeg' })).catch(() => null)
        : null;
      return {
        contentType: letterContentTypes.video,
        content: video.url,
        width: video.width,
        height: video.height,
        poster: poster?.url ?? null,
      };
    });

  return (
    <div className="chat-composer" data-testid="chat-composer">
      <textarea
        ref={field}
        className="chat-composer__text"
        rows={limits.chat.textareaRows[layout]}
        maxLength={limits.chat.maxTextLength}
        value={text}
        placeholder={t('placeholder')}
        aria-label={t('placeholder')}
        title={t('hint')}
        dir="auto"
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="chat-text"
      />
      <div className="chat-composer__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled || busy}
          onClick={() => imageInput.current?.click()}
          data-testid="chat-image"
        >
          {t('sendImage')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled || busy}
          onClick={() => videoInput.current?.click()}
          data-testid="chat-video"
        >
          {t('sendVideo')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={disabled || busy || !text.trim()}
          onClick={() => void sendText()}
          data-testid="chat-send"
        >
          {busy ? t('sending') : t('send')}
        </button>
      </div>
      <input
        ref={imageInput}
        type="file"
        accept={imageAccept}
        hidden
        data-testid="chat-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void pickImage(file);
        }}
      />
      <input
        ref={videoInput}
        type="file"
        accept="video/mp4,video/quicktime,.mp4,.mov"
        hidden
        data-testid="chat-video-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void pickVideo(file);
        }}
      />
    </div>
  );
}
