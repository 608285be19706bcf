import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { useAccountBadge, useMy } from '../../features/identity/queries.ts';
import { Icon } from '../../ui/Icon.tsx';
import { RedDot } from '../../ui/RedDot.tsx';
import { personalSections } from './sections.ts';

/**
 * The personal center's navigation (spec §2 /personal children); a row of chips on mobile. Missions
 * wear a red dot while a reward waits for its claim (the Me red dot's reason, spec §2). Staff also
 * find the operators' console here.
 */
export function PersonalNav() {
  const { t } = useTranslation('personal');
  const { pathname } = useLocation();
  const rewardsWaiting = (useAccountBadge(true).data?.waitAwardMissionCount ?? 0) > 0;
  const staff = (useMy()?.role ?? 'member') !== 'member';
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On mobile the chips scroll sideways: keep the current section in view.
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav className="side-nav" aria-label={t('navLabel')} data-testid="personal-nav">
      <ul ref={list}>
        {personalSections.map((section) => (
          <li key={section.route}>
            <NavLink to={section.path} className="side-nav__link" end>
              <Icon name={section.icon} size={20} />
              <span>{t(`titles:${section.route}`)}</span>
              {section.route === 'my-missions' && rewardsWaiting ? (
                <RedDot label={t('rewardsWaiting')} />
              ) : null}
            </NavLink>
          </li>
        ))}
        {staff ? (
          <li>
            <NavLink to={paths.admin()} className="side-nav__link" data-testid="personal-console">
              <Icon name="settings" size={20} />
              <span>{t('titles:admin')}</span>
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
