import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countWords, isBlankHtml } from '@fanzone/contract';
import { ApiError } from '../../app/api.ts';
import { useSite } from '../../app/config.ts';
import { errorMessageFor } from '../../app/errors.ts';
import { useMy } from '../identity/queries.ts';
import { useAuthActions } from '../identity/useAuthActions.ts';
import { useCreateComment } from './queries.ts';

export type ReplyTarget = { id: string; username: string };

/**
 * Writes a comment, or a reply to `replyTo`. Empty text ('Reply content can't be empty') and too many
 * words are caught here first; the server's refusals show under the field too. Visitors get Log in.
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
  const fieldId = useId();

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
    if (isBlankHtml(content)) {
      setProblem(t('errors:REPLY_EMPTY'));
      return;
    }
    if (countWords(content) > maxWords) {
      setProblem(t('errors:TOO_MANY_WORDS', { max: maxWords }));
      return;
    }
    setProblem(null);
    create.mutate(
      { content, replyToId: replyTo?.id ?? null },
      {
        onSuccess: () => {
          setContent('');
          onDone?.();
        },
        onError: (error) => {
          const message =
            error instanceof ApiError && error.code === 'TOO_MANY_WORDS'
              ? t('errors:TOO_MANY_WORDS', { max: maxWords })
              : errorMessageFor(error, t);
          setProblem(message);
        },
      },
    );
  };

  const label = replyTo ? t('comments.replyTo', { name: replyTo.username }) : t('comments.write');
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
        id={fieldId}
        className="comment-composer__field"
        value={content}
        placeholder={label}
        dir="auto"
        rows={replyTo ? 2 : 3}
        autoFocus={autoFocus}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-problem` : undefined}
        onChange={(event) => {
          setContent(event.target.value);
          if (problem) setProblem(null);
        }}
        data-testid="comment-field"
      />
      {problem ? (
        <p className="field-problem" id={`${fieldId}-problem`} role="alert" data-testid="comment-problem">
          {problem}
        </p>
      ) : null}
      <div className="comment-composer__actions">
        {onCancel ? (
          <button type="button" className="button button--secondary button--small" onClick={onCancel}>
            {t('common:cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={create.isPending}
          data-testid="comment-submit"
        >
          {replyTo ? t('comments.sendReply') : t('comments.send')}
        </button>
      </div>
    </form>
  );
}
