import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountProviderApi, limits } from '@fanzone/contract';
import { ApiError, fetchData, refOf } from '../platform/api.ts';
import { Field } from './Field.tsx';
import { serverMessage } from './serverMessage.ts';
import type { FieldProblem, RegisterFields } from './validation.ts';
import { validateRegister } from './validation.ts';

const fieldOfCode: Record<string, keyof RegisterFields> = {
  USERNAME_TAKEN: 'username',
  EMAIL_TAKEN: 'email',
};

/** Create an account (username, e-mail, password) and continue the login interaction. */
export function RegisterForm({ uid }: { uid: string }) {
  const { t } = useTranslation('account');
  const [fields, setFields] = useState<RegisterFields>({ username: '', email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof RegisterFields, FieldProblem>>>({});
  const [failure, setFailure] = useState<{ field?: keyof RegisterFields; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { usernameMinLength, usernameMaxLength, passwordMinLength } = limits.account;
  const say = (name: keyof RegisterFields) => {
    const problem = problems[name];
    return problem ? t(problem.key, problem.values) : null;
  };
  const set = (name: keyof RegisterFields) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      className="account-form"
      noValidate
      data-testid="register-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const found = validateRegister(fields);
        setProblems(found);
        setFailure(null);
        if (Object.keys(found).length > 0) return;
        setBusy(true);
        try {
          const { redirectTo } = await fetchData(refOf(accountProviderApi.register), {
            params: { uid },
            body: fields,
          });
          window.location.assign(redirectTo);
        } catch (error) {
          const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined;
          setFailure({ field, text: serverMessage(error, t) });
          setBusy(false);
        }
      }}
    >
      <Field
        label={t('fields.username')}
        name="username"
        autoComplete="username"
        value={fields.username}
        onChange={set('username')}
        hint={t('hints.username', { min: usernameMinLength, max: usernameMaxLength })}
        problem={say('username')}
        invalid={failure?.field === 'username'}
        required
      />
      <Field
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
        problem={say('email')}
        invalid={failure?.field === 'email'}
        required
      />
      <Field
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={set('password')}
        hint={t('hints.password', { count: passwordMinLength })}
        problem={say('password')}
        invalid={failure?.field === 'password'}
        required
      />
      {failure ? (
        <p className="account-form__failure" role="alert" data-testid="form-error">
          {failure.text}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('working') : t('createAccount')}
      </button>
    </form>
  );
}
