import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';
import { personalSections } from './sections.ts';

/** The personal center's navigation (spec §2 /personal children). */
export function PersonalNav() {
  const { t } = useTranslation('personal');
  return (
    <nav className="side-nav" aria-label={t('navLabel')} data-testid="personal-nav">
      <ul>
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
