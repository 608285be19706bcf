import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countWords, isBlankHtml, limits } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { useSite } from '../../platform/config.ts';
import { errorMessageFor, loadErrorTexts } from '../../platform/errors.ts';
import { useMy } from '../identity/queries.ts';
import { useAuthActions } from '../identity/useAuthActions.ts';
import { AttachedImages, ImagePickerButton, attachmentMessage } from '../uploads/ImagePicker.tsx';
import { useImageAttachments } from '../uploads/useImageAttachments.ts';
import { useCreateComment } from './queries.ts';
import { withMention } from '../social/mentionTyping.ts';
import { useMentionSuggestions } from '../social/useMentionSuggestions.tsx';
import { useCaretPlacement } from '../../ui/useCaretPlacement.ts';

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
  const { field, placeCaret } = useCaretPlacement<HTMLTextAreaElement>();
  const fieldId = useId();
  const [caret, setCaret] = useState(0);
  const mentions = useMentionSuggestions(content, caret, (username) => {
    const next = withMention(content, caret, username);
    setContent(next.text);
    setCaret(next.caret);
    placeCaret(next.caret);
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
        <AttachedImages items={attachments.items} onRemove={attachments.remove} testIdPrefix="comment" />
      ) : null}
      {shownProblem ? (
        <p className="field-problem" id={`${fieldId}-problem`} role="alert" data-testid="comment-problem">
          {shownProblem}
        </p>
      ) : null}
      <div className="comment-composer__actions">
        <ImagePickerButton
          attachments={attachments}
          max={maxImages}
          testIdPrefix="comment"
          onPicked={() => setProblem(null)}
        />
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
