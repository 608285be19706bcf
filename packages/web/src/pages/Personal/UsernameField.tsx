import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { My } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { errorMessageFor } from '../../platform/errors.ts';
import { usernameProblem, useUpdateInformation } from '../../features/identity/information.ts';
import { toast } from '../../ui/toast.ts';

const { usernameMinLength: min, usernameMaxLength: max } = limits.account;

/**
 * The username, edited in place: Edit opens the field, Save (or Enter) checks it as the server will
 * (length, letters, digits, _ . -) and saves it; a name another member has is refused beside the field
 * with 'Sorry, Username Already Taken. Please Choose Another'. Cancel (or Esc) leaves it as it was.
 */
export function UsernameField({ my }: { my: My }) {
  const { t } = useTranslation(['personal', 'errors']);
  const update = useUpdateInformation();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();

  const close = () => {
    setDraft(null);
    setProblem(null);
    update.reset();
  };

  if (draft === null) {
    return (
      <>
        <span dir="auto" data-testid="information-username">
          {my.username}
        </span>
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => setDraft(my.username)}
          data-testid="username-edit"
        >
          {t('information.edit')}
        </button>
      </>
    );
  }

  const save = () => {
    const name = draft.trim();
    if (name === my.username) {
      close();
      return;
    }
    const refused = usernameProblem(name);
    if (refused) {
      setProblem(
        refused === 'empty'
          ? t('information.usernameEmpty')
          : refused === 'length'
            ? t('information.usernameLength', { min, max })
            : t('information.usernameChars'),
      );
      return;
    }
    setProblem(null);
    update.mutate(
      { username: name },
      {
        onSuccess: () => {
          close();
          toast.success(t('information.usernameSaved'));
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.code === 'USERNAME_TAKEN'
              ? t('errors:USERNAME_TAKEN')
              : (errorMessageFor(error, t) ?? t('common:networkError')),
          ),
      },
    );
  };

  const hintId = `${fieldId}-hint`;
  const problemId = `${fieldId}-problem`;
  return (
    <form
      className="information__username"
      data-testid="username-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        {t('information.username')}
      </label>
      <input
        id={fieldId}
        className="information__input"
        value={draft}
        dir="auto"
        autoFocus
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={max + 8}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
        onChange={(event) => {
          setDraft(event.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
        data-testid="username-input"
      />
      <div className="information__actions">
        <button
          type="submit"
          className="button button--small button--primary"
          disabled={update.isPending}
          data-testid="username-save"
        >
          {t('information.save')}
        </button>
        <button type="button" className="button button--small button--secondary" onClick={close}>
          {t('common:cancel')}
        </button>
      </div>
      {problem ? (
        <p className="information__problem" id={problemId} role="alert" data-testid="username-problem">
          {problem}
        </p>
      ) : null}
      <p className="information__hint" id={hintId}>
        {t('information.usernameHint', { min, max })}
      </p>
    </form>
  );
}
