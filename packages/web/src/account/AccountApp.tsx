import { useTranslation } from 'react-i18next';
import { AccountPage } from './AccountPage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { accountRoute } from './accountRoute.ts';

export function AccountApp({ community }: { community: string }) {
  const { t } = useTranslation('account');
  const route = accountRoute(window.location.pathname, window.location.search);
  return (
    <main className="account-shell">
      {community ? (
        <a href="/" className="account-shell__brand">
          {community}
        </a>
      ) : null}
      {route.page === 'login' ? <LoginPage uid={route.uid} initialScreen={route.screen} /> : null}
      {route.page === 'account' ? <AccountPage /> : null}
      {route.page === 'unknown' ? (
        <div className="account-card">
          <h1 className="account-card__title">{t('notFound')}</h1>
          <a href="/" className="button button--primary">
            {t('backToForum')}
          </a>
        </div>
      ) : null}
    </main>
  );
}
