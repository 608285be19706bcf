import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountProviderApi } from '@fanzone/contract';
import { fetchData, refOf } from '../platform/api.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { serverMessage } from './serverMessage.ts';
import { useLoad } from './useLoad.ts';

type Screen = 'login' | 'register';

/** `/idp/login/:uid`: Log in or Register within the provider's login interaction. */
export function LoginPage({ uid, initialScreen }: { uid: string; initialScreen: Screen }) {
  const { t } = useTranslation('account');
  const [screen, setScreen] = useState<Screen>(initialScreen);
  const interaction = useLoad(
    useCallback(
      (signal: AbortSignal) => fetchData(refOf(accountProviderApi.interaction), { params: { uid }, signal }),
      [uid],
    ),
  );

  if (interaction.state === 'loading') return <Spinner label={t('common:loading')} />;
  if (interaction.state === 'failed') {
    return (
      <div className="account-card" data-testid="interaction-failed">
        <h1 className="account-card__title">{t('common:logIn')}</h1>
        <p role="alert">{serverMessage(interaction.error, t)}</p>
        <p>{t('interactionFailed')}</p>
        <a href="/" className="button button--primary">
          {t('backToForum')}
        </a>
      </div>
    );
  }
  return (
    <div className="account-card">
      <h1 className="account-card__title">{screen === 'login' ? t('common:logIn') : t('common:register')}</h1>
      <p className="account-card__lead">{t('continueTo', { client: interaction.value.clientName })}</p>
      <Tabs
        label={t('screensLabel')}
        value={screen}
        onChange={setScreen}
        tabs={[
          { id: 'login', label: t('common:logIn') },
          { id: 'register', label: t('common:register') },
        ]}
      >
        {screen === 'login' ? <LoginForm uid={uid} /> : <RegisterForm uid={uid} />}
      </Tabs>
    </div>
  );
}
