import { useTranslation } from 'react-i18next';
import { useAuthActions } from './useAuthActions.ts';

/** Log in and Register for visitors (desktop header). */
export function AuthButtons() {
  const { t } = useTranslation('common');
  const { login, register } = useAuthActions();
  return (
    <div className="auth-buttons">
      <button type="button" className="button button--primary" data-testid="login-button" onClick={login}>
        {t('logIn')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        data-testid="register-button"
        onClick={register}
      >
        {t('register')}
      </button>
    </div>
  );
}
