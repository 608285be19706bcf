import { lazy, Suspense } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { useLayout } from '../../ui/useLayout.ts';
import { BlockedList } from '../../features/social/BlockedList.tsx';
import { useCustomerService } from '../../features/customerService/useCustomerService.ts';
import { useChooseCountry } from '../../features/country/CountryChooserContext.ts';
import { useAuthActions } from '../../features/identity/useAuthActions.ts';
import { useLogoutConfirm } from '../../features/identity/useLogoutConfirm.tsx';

const LetterSettings = lazy(() =>
  import('../../features/messages/letters/LetterSettings.tsx').then((module) => ({
    default: module.LetterSettings,
  })),
);

/** Language, country, customer service (where offered), the provider account, and Log out. */
export function SettingsSection() {
  const { t } = useTranslation('personal');
  const { region, config } = useSite();
  const chooseCountry = useChooseCountry();
  const { openAccount } = useAuthActions();
  const logout = useLogoutConfirm();
  const layout = useLayout();
  const customerService = useCustomerService(layout === 'mobile' ? 'mobile' : 'pc');
  return (
    <>
      <ul className="settings-list" data-testid="settings">
        {region.footer.languageSwitch ? (
          <li>
            <Link to={paths.language()} className="settings-list__item">
              {t('settings.language')}
            </Link>
          </li>
        ) : null}
        {region.countryChooser ? (
          <li>
            <button type="button" className="settings-list__item" onClick={() => chooseCountry()}>
              {t('settings.country')}
            </button>
          </li>
        ) : null}
        {region.features.customerService ? (
          <li>
            <button type="button" className="settings-list__item" onClick={customerService}>
              {t('shell:header.customerService')}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className="settings-list__item" onClick={openAccount}>
            {t('settings.account')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="settings-list__item settings-list__item--danger"
            onClick={logout.ask}
            data-testid="settings-logout"
          >
            {t('shell:account.logout')}
          </button>
        </li>
      </ul>
      {config.privateLetter ? (
        <Suspense fallback={null}>
          <LetterSettings />
        </Suspense>
      ) : null}
      <BlockedList />
      {logout.dialog}
    </>
  );
}
