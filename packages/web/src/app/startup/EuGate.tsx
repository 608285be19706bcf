import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../platform/config.ts';
import {
  cacheIsEu,
  euGateStep,
  isEuConfirmedThisSession,
  markEuConfirmed,
  readCachedIsEu,
} from '../../features/eu/euConsent.ts';
import { useCountryLookup, useVisitAcceptLog } from '../../features/site/queries.ts';
import { Spinner } from '../../ui/Spinner.tsx';

const EuConfirmDialog = lazy(() => import('../../features/eu/EuConfirmDialog.tsx'));

/**
 * Global build: before anything else starts, a visitor in Europe confirms that data is stored in
 * Singapore, once per session (spec §4). The continent lookup is cached; if it fails the app starts
 * (no data reaches the server in that case, and the next load asks again).
 */
export function EuGate({ children }: { children: ReactNode }) {
  const { region } = useSite();
  const { t } = useTranslation('shell');
  const enabled = region.features.euDataTransferConfirm;
  const [cached] = useState(readCachedIsEu);
  const [confirmed, setConfirmed] = useState(isEuConfirmedThisSession);
  const [cancelled, setCancelled] = useState(false);
  const lookup = useCountryLookup(enabled && !confirmed && cached === null);
  const logVisit = useVisitAcceptLog();

  const looked = lookup.data ? lookup.data.continent.code === 'EU' : lookup.isError ? false : null;
  useEffect(() => {
    if (lookup.data) cacheIsEu(lookup.data.continent.code === 'EU');
  }, [lookup.data]);

  const step = euGateStep({ enabled, isEu: cached ?? looked, confirmed, cancelled });
  if (step === 'pass') return children;
  if (step === 'lookup') return <Spinner label={t('common:loading')} testId="app-loading" />;
  if (step === 'stopped') {
    return (
      <main className="stopped" data-testid="eu-stopped">
        <h1 className="stopped__title">{t('eu.stoppedTitle')}</h1>
        <p>{t('eu.stoppedText')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('eu.reconsider')}
        </button>
      </main>
    );
  }
  return (
    <Suspense fallback={<Spinner label={t('common:loading')} testId="app-loading" />}>
      <EuConfirmDialog
        onConfirm={() => {
          markEuConfirmed();
          setConfirmed(true);
          logVisit.mutate();
        }}
        onCancel={() => setCancelled(true)}
      />
    </Suspense>
  );
}
