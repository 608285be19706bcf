import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from '../../features/identity/useAuthActions.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** A members-only route seen by a visitor: login starts at once; the button is there if it did not. */
export function LoginRequired() {
  const { t } = useTranslation('common');
  const { login } = useAuthActions();
  useEffect(() => {
    login();
  }, [login]);
  return (
    <div className="page" data-testid="login-required">
      <EmptyState icon="lock" text={t('pleaseLogIn')}>
        <button type="button" className="button button--primary" onClick={login}>
          {t('logIn')}
        </button>
      </EmptyState>
    </div>
  );
}
