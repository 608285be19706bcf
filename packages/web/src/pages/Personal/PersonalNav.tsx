import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';
import { personalSections } from './sections.ts';

/** The personal center's navigation (spec §2 /personal children); a row of chips on mobile. */
export function PersonalNav() {
  const { t } = useTranslation('personal');
  const { pathname } = useLocation();
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
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
