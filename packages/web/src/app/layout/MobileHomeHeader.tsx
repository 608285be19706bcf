import { lazy, Suspense } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { useMy } from '../../features/identity/queries.ts';
import { useTopSector } from '../../features/site/queries.ts';
import { Icon } from '../../ui/Icon.tsx';
import { RedDot } from '../../ui/RedDot.tsx';
import { Logo } from './Logo.tsx';

// Members' red point asks for their check-in status; visitors' first view does not carry it.
const MemberCheckInDot = lazy(() => import('../../features/checkIn/MemberCheckInDot.tsx'));

/**
 * Mobile home header: the first top-sector entry's icon as logo (if any), search, and check-in with a
 * red point when check-in is available or the user is logged out (spec §2).
 */
export function MobileHomeHeader() {
  const { t } = useTranslation('shell');
  const my = useMy();
  const { data: sectors } = useTopSector();
  const logoUrl = sectors?.[0]?.iconUrl || undefined;
  return (
    <header className="mobile-header mobile-header--home" data-testid="mobile-header">
      <Logo imageUrl={logoUrl} />
      <div className="mobile-header__actions">
        <Link
          to={paths.search()}
          className="icon-button"
          aria-label={t('search.label')}
          data-testid="mobile-search-link"
        >
          <Icon name="search" />
        </Link>
        <Link
          to={paths.checkin()}
          className="icon-button icon-button--badge"
          aria-label={t('header.checkin')}
          data-testid="checkin-link"
        >
          <Icon name="checkin" />
          {my ? (
            <Suspense fallback={null}>
              <MemberCheckInDot label={t('badges.checkinAvailable')} />
            </Suspense>
          ) : (
            <RedDot label={t('badges.checkinAvailable')} />
          )}
        </Link>
      </div>
    </header>
  );
}
