import { NavLink } from 'react-router';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { AuthButtons } from '../../features/identity/AuthButtons.tsx';
import { useMy } from '../../features/identity/queries.ts';
import { useCustomerService } from '../../features/customerService/useCustomerService.ts';
import { RedDot } from '../../ui/RedDot.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { Logo } from './Logo.tsx';
import { NavigationItems } from './NavigationItems.tsx';
import { SearchBox } from './SearchBox.tsx';
import { useBadges } from './useBadges.ts';
import { useHeaderHidden } from './useHeaderHidden.ts';

/** Desktop header of spec §2; slides away when scrolling down, back when scrolling up. */
export function DesktopHeader() {
  const { t } = useTranslation('shell');
  const { config, region } = useSite();
  const my = useMy();
  const badges = useBadges();
  const hidden = useHeaderHidden();
  const customerService = useCustomerService('pc');

  return (
    <header className="desktop-header" data-hidden={hidden} data-testid="desktop-header">
      <div className="desktop-header__inner">
        <Logo />
        <nav className="desktop-header__nav" aria-label={t('header.navigation')}>
          <NavLink to={paths.home()} end className="nav-link">
            {t('header.home')}
          </NavLink>
          <NavigationItems />
          {region.features.customerService ? (
            <button
              type="button"
              className="nav-link"
              data-testid="customer-service"
              onClick={customerService}
            >
              {t('header.customerService')}
            </button>
          ) : null}
          <Link
            to={paths.myMessage(badges.messageTab)}
            className="nav-link nav-link--badge"
            data-testid="header-message"
          >
            {t('header.message')}
            {badges.message ? <RedDot label={t('badges.newMessage')} /> : null}
          </Link>
          {config.privateLetter ? (
            <Link to="/personal/settings" className="nav-link" data-testid="header-settings">
              {t('header.settings')}
            </Link>
          ) : null}
        </nav>
        <SearchBox />
        {my ? <AvatarMenu my={my} /> : <AuthButtons />}
      </div>
    </header>
  );
}
