import { Suspense, lazy, useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../platform/config.ts';
import { useCookieConsentLogs } from '../site/queries.ts';
import type { ConsentFlags } from './consent.ts';
import {
  acceptCookieName,
  consentCookie,
  manageCookieName,
  parseConsentFlags,
  readCookie,
  serializeConsentFlags,
  shouldShowCookieNotice,
} from './consent.ts';

const CookieManageDialog = lazy(() => import('./CookieManageDialog.tsx'));

const secure = () => window.location.protocol === 'https:';

/** Cookie notice of spec §4: Accept, or Manage the four categories; hidden once accepted. */
export function CookieNotice() {
  const { t } = useTranslation('cookies');
  const { region, inApp, readCookies } = useSite();
  const logs = useCookieConsentLogs();
  const [visible, setVisible] = useState(() =>
    shouldShowCookieNotice({
      cookieString: readCookies(),
      inApp,
      regionWantsNotice: region.features.cookieNotice,
    }),
  );
  const [managing, setManaging] = useState(false);
  if (!visible) return null;

  const accept = () => {
    document.cookie = consentCookie(acceptCookieName, '1', secure());
    setVisible(false);
    logs.accept.mutate();
  };

  const saveChoices = (flags: ConsentFlags) => {
    document.cookie = consentCookie(manageCookieName, serializeConsentFlags(flags), secure());
    document.cookie = consentCookie(acceptCookieName, '1', secure());
    setManaging(false);
    setVisible(false);
    logs.manageDone.mutate(flags);
  };

  return (
    <section className="cookie-notice" role="region" aria-label={t('title')} data-testid="cookie-notice">
      <p className="cookie-notice__text">
        {t('notice')}{' '}
        <Link to="/cookie-policy" className="cookie-notice__link">
          {t('policyLink')}
        </Link>
      </p>
      <div className="cookie-notice__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setManaging(true)}
          data-testid="cookie-manage-open"
        >
          {t('manage')}
        </button>
        <button type="button" className="button button--primary" onClick={accept} data-testid="cookie-accept">
          {t('accept')}
        </button>
      </div>
      {managing ? (
        <Suspense fallback={null}>
          <CookieManageDialog
            initial={parseConsentFlags(readCookie(document.cookie, manageCookieName))}
            onDone={saveChoices}
            onClose={() => setManaging(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
