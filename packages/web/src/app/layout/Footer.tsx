import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/Link.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { startLogin } from '../../features/identity/login.ts';
import { useMy } from '../../features/identity/queries.ts';

const LanguageDialog = lazy(() => import('../../features/language/LanguageDialog.tsx'));

/** Footer of spec §2; links and filing numbers follow the region. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { config, region } = useSite();
  const my = useMy();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choosingLanguage, setChoosingLanguage] = useState(false);

  return (
    <footer className="footer" data-testid="footer">
      <nav className="footer__links" aria-label={t('footer.label')}>
        {region.footer.languageSwitch ? (
          <button
            type="button"
            className="footer__link"
            onClick={() => setChoosingLanguage(true)}
            data-testid="footer-language"
          >
            {t('footer.language')}
          </button>
        ) : null}
        {region.footer.cookiePolicy ? (
          <Link to="/cookie-policy" className="footer__link">
            {t('footer.cookiePolicy')}
          </Link>
        ) : null}
        <Link to="/personal/about-us" className="footer__link">
          {t('footer.aboutUs')}
        </Link>
        <a
          href={paths.feedback()}
          className="footer__link"
          data-testid="footer-feedback"
          onClick={(event) => {
            event.preventDefault();
            if (my) navigate(paths.feedback());
            else void startLogin(queryClient);
          }}
        >
          {t('footer.feedback')}
        </a>
        <Link to="/privacy-policy" className="footer__link">
          {t('footer.privacyPolicy')}
        </Link>
        <Link to="/user-agreement" className="footer__link">
          {t('footer.userAgreement')}
        </Link>
        {region.footer.termsAndConditions ? (
          <Link to="/terms-and-conditions" className="footer__link">
            {t('footer.termsAndConditions')}
          </Link>
        ) : null}
      </nav>
      {region.footer.filingNumbers && config.filingNumbers.length > 0 ? (
        <ul className="footer__filings" aria-label={t('footer.filings')}>
          {config.filingNumbers.map((filing) => (
            <li key={filing.text}>
              <a href={filing.href} target="_blank" rel="noopener noreferrer">
                {filing.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), holder: config.copyrightHolder })}
      </p>
      {choosingLanguage ? (
        <Suspense fallback={null}>
          <LanguageDialog open={choosingLanguage} onOpenChange={setChoosingLanguage} />
        </Suspense>
      ) : null}
    </footer>
  );
}
