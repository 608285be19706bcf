import type { ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { countWords, isBlankHtml, limits } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { useSite } from '../../platform/config.ts';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { errorMessageFor, loadErrorTexts } from '../../platform/errors.ts';
import { useMy } from '../identity/queries.ts';
import { useAuthActions } from '../identity/useAuthActions.ts';
import { imageAccept } from '../uploads/imageFiles.ts';
import type { AttachmentProblem, ImageAttachment } from '../uploads/useImageAttachments.ts';
import { useImageAttachments } from '../uploads/useImageAttachments.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useCreateComment } from './queries.ts';
import { withMention } from '../social/mentionTyping.ts';
import { useMentionSuggestions } from '../social/useMentionSuggestions.tsx';

export type ReplyTarget = { id: string; username: string };

const maxImages = limits.comment.maxImages;

/**
 * Writes a comment, or a reply to `replyTo`, with up to `limits.comment.maxImages` images, each
 * uploaded as it is picked (thumbnails with Remove). Nothing to send ('Reply content can't be empty')
 * and too many words are caught here first; the server's refusals show under the field too. Visitors
 * get Log in.
 */
export function CommentComposer({
  postId,
  replyTo = null,
  onDone,
  onCancel,
  autoFocus,
}: {
  postId: string;
  replyTo?: ReplyTarget | null;
  onDone?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('posts');
  const my = useMy();
  const { login } = useAuthActions();
  const { config } = useSite();
  const create = useCreateComment(postId);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const attachments = useImageAttachments(maxImages);
  const picker = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const [caret, setCaret] = useState(0);
  const mentions = useMentionSuggestions(content, caret, (username) => {
    const next = withMention(content, caret, username);
    setContent(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
  });

  if (!my) {
    return (
      <div className="comment-composer comment-composer--visitor" data-testid="comment-login">
        <p>{t('comments.visitor')}</p>
        <button type="button" className="button button--primary button--small" onClick={login}>
          {t('common:logIn')}
        </button>
      </div>
    );
  }

  const maxWords = config.contentLimits.commentMaxWords;
  const submit = () => {
    if (attachments.uploading) return;
    // An image alone is a comment; blank text alone is not.
    if (isBlankHtml(content) && !attachments.images.length) {
      void loadErrorTexts().then(() => setProblem(t('errors:REPLY_EMPTY')));
      return;
    }
    if (countWords(content) > maxWords) {
      void loadErrorTexts().then(() => setProblem(t('errors:TOO_MANY_WORDS', { max: maxWords })));
      return;
    }
    setProblem(null);
    attachments.dismissProblem();
    create.mutate(
      { content, images: attachments.images, replyToId: replyTo?.id ?? null },
      {
        onSuccess: () => {
          setContent('');
          attachments.clear();
          onDone?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'TOO_MANY_WORDS')
            void loadErrorTexts().then(() => setProblem(t('errors:TOO_MANY_WORDS', { max: maxWords })));
          else setProblem(errorMessageFor(error, t));
        },
      },
    );
  };

  const label = replyTo ? t('comments.replyTo', { name: replyTo.username }) : t('comments.write');
  const shownProblem = problem ?? (attachments.problem ? attachmentMessage(attachments.problem, t) : null);
  return (
    <form
      className="comment-composer"
      data-testid={replyTo ? 'reply-composer' : 'comment-composer'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        className="comment-composer__field"
        value={content}
        placeholder={label}
        dir="auto"
        rows={replyTo ? 2 : 3}
        autoFocus={autoFocus}
        aria-invalid={problem ? true : undefined}
        aria-describedby={shownProblem ? `${fieldId}-problem` : undefined}
        aria-expanded={mentions.open}
        onChange={(event) => {
          setContent(event.target.value);
          setCaret(event.target.selectionStart);
          if (problem) setProblem(null);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={(event) => void mentions.onKeyDown(event)}
        data-testid="comment-field"
      />
      {mentions.list}
      {attachments.items.length ? (
        <AttachedImages items={attachments.items} onRemove={attachments.remove} />
      ) : null}
      {shownProblem ? (
        <p className="field-problem" id={`${fieldId}-problem`} role="alert" data-testid="comment-problem">
          {shownProblem}
        </p>
      ) : null}
      <div className="comment-composer__actions">
        <input
          ref={picker}
          type="file"
          accept={imageAccept}
          multiple
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so that picking the same file again still counts as a change.
            event.target.value = '';
            if (files.length) {
              setProblem(null);
              attachments.add(files);
            }
          }}
          data-testid="comment-image-input"
        />
        <button
          type="button"
          className="button button--secondary button--small comment-composer__add-image"
          disabled={attachments.full}
          onClick={() => picker.current?.click()}
          data-testid="comment-add-image"
        >
          <ImageIcon />
          {t('comments.addImage', { attached: attachments.items.length, max: maxImages })}
        </button>
        <span className="comment-composer__spacer" />
        {onCancel ? (
          <button type="button" className="button button--secondary button--small" onClick={onCancel}>
            {t('common:cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={create.isPending || attachments.uploading}
          data-testid="comment-submit"
        >
          {replyTo ? t('comments.sendReply') : t('comments.send')}
        </button>
      </div>
    </form>
  );
}

/** What went wrong with picked images, in the reader's language. */
function attachmentMessage(problem: AttachmentProblem, t: TFunction): ReactNode {
  if (problem.max !== undefined) return <ErrorText code="TOO_MANY_IMAGES" values={{ max: problem.max }} />;
  return errorMessageFor(problem.error, t) ?? t('common:networkError');
}

/** Thumbnails of the attached images, each with Remove; one still uploading shows a spinner. */
function AttachedImages({ items, onRemove }: { items: ImageAttachment[]; onRemove: (key: number) => void }) {
  const { t } = useTranslation('posts');
  return (
    <ul
      className="comment-composer__images"
      aria-label={t('comments.attachedImages')}
      data-testid="comment-attachments"
    >
      {items.map((item) => (
        <li key={item.key} className="comment-composer__thumb" data-testid="comment-attachment">
          {item.image ? (
            <img src={item.image.url} alt={item.name} width={64} height={64} />
          ) : (
            <Spinner label={t('comments.imageUploading', { name: item.name })} />
          )}
          <button
            type="button"
            className="comment-composer__remove"
            aria-label={t('comments.removeImage', { name: item.name })}
            onClick={() => onRemove(item.key)}
            data-testid="comment-attachment-remove"
          >
            <svg
              width="12"
              height="12"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={3}
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ImageIcon() {
  return (
    <svg
      className="icon"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4" />
      <circle cx="15.5" cy="9" r="1.5" />
    </svg>
  );
}
