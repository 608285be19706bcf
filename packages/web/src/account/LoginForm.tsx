import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountProviderApi } from '@fanzone/contract';
import { fetchData, refOf } from '../platform/api.ts';
import { Field } from './Field.tsx';
import { serverMessage } from './serverMessage.ts';
import type { FieldProblem, LoginFields } from './validation.ts';
import { validateLogin } from './validation.ts';

/** Log in with username or e-mail and password; success continues the login interaction. */
export function LoginForm({ uid }: { uid: string }) {
  const { t } = useTranslation('account');
  const [fields, setFields] = useState<LoginFields>({ login: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof LoginFields, FieldProblem>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const say = (problem?: FieldProblem) => (problem ? t(problem.key, problem.values) : null);
  const set = (name: keyof LoginFields) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      className="account-form"
      noValidate
      data-testid="login-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const found = validateLogin(fields);
        setProblems(found);
        setFailure(null);
        if (Object.keys(found).length > 0) return;
        setBusy(true);
        try {
          const { redirectTo } = await fetchData(refOf(accountProviderApi.login), {
            params: { uid },
            body: fields,
          });
          window.location.assign(redirectTo);
        } catch (error) {
          setFailure(serverMessage(error, t));
          setBusy(false);
        }
      }}
    >
      <Field
        label={t('fields.login')}
        name="login"
        autoComplete="username"
        value={fields.login}
        onChange={set('login')}
        problem={say(problems.login)}
        required
      />
      <Field
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={fields.password}
        onChange={set('password')}
        problem={say(problems.password)}
        required
      />
      {failure ? (
        <p className="account-form__failure" role="alert" data-testid="form-error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('working') : t('common:logIn')}
      </button>
    </form>
  );
}
