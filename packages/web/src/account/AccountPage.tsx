import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountProviderApi } from '@fanzone/contract';
import { fetchData, isUnauthorized, refOf } from '../platform/api.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { formatTimestamp } from '../ui/time.ts';
import { serverMessage } from './serverMessage.ts';
import { useLoad } from './useLoad.ts';

/** `/idp/account`: the provider account of this browser's provider session. */
export function AccountPage() {
  const { t, i18n } = useTranslation('account');
  const [now] = useState(Date.now);
  const account = useLoad(
    useCallback((signal: AbortSignal) => fetchData(refOf(accountProviderApi.account), { signal }), []),
  );

  if (account.state === 'loading') return <Spinner label={t('common:loading')} />;
  if (account.state === 'failed') {
    return (
      <div className="account-card" data-testid="account-signed-out">
        <h1 className="account-card__title">{t('accountTitle')}</h1>
        <p role="alert">
          {isUnauthorized(account.error) ? t('notLoggedIn') : serverMessage(account.error, t)}
        </p>
        <a href="/" className="button button--primary">
          {t('backToForum')}
        </a>
      </div>
    );
  }
  const { username, email, createdAt } = account.value;
  return (
    <div className="account-card" data-testid="account-details">
      <h1 className="account-card__title">{t('accountTitle')}</h1>
      <dl className="details">
        <div className="details__row">
          <dt>{t('fields.username')}</dt>
          <dd dir="auto">{username}</dd>
        </div>
        <div className="details__row">
          <dt>{t('fields.email')}</dt>
          <dd dir="ltr">{email}</dd>
        </div>
        <div className="details__row">
          <dt>{t('memberSince')}</dt>
          <dd>{formatTimestamp(createdAt, now, i18n.language, t)}</dd>
        </div>
      </dl>
      <a href="/" className="button button--primary">
        {t('backToForum')}
      </a>
    </div>
  );
}
