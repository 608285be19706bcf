import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInStatus } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { errorMessageFor } from '../../platform/errors.ts';
import { TransportError } from '../../platform/api.ts';
import { toast } from '../../ui/toast.ts';
import { openBrandApp } from '../appDownload/openBrandApp.ts';
import { useMissionTypeB } from '../gamification/queries.ts';
import { useCheckIn } from './queries.ts';

/**
 * Today's check-in: streak and totals, the button, and what checking in gave. Type-B communities
 * announce the growth value of missions finished here (spec §3); the popup shows their rewards too.
 */
export function CheckInPanel({ status }: { status: CheckInStatus }) {
  const { t } = useTranslation(['checkIn', 'errors']);
  const { config, region, inApp } = useSite();
  const checkIn = useCheckIn();
  const isTypeB = useMissionTypeB(true);
  const [gained, setGained] = useState<number | null>(null);
  const download = region.features.appDownload && !inApp ? config.appDownload : null;

  const submit = () =>
    checkIn.mutate(undefined, {
      onSuccess: ({ completed }) => {
        const growth = completed.reduce((sum, mission) => sum + mission.growthValue, 0);
        setGained(isTypeB && growth > 0 ? growth : null);
        toast.success(t('done'));
      },
      onError: (error) => {
        // A failure without a message of its own is the spec's 'Check in failed, please try again'.
        const message = error instanceof TransportError ? null : errorMessageFor(error, t);
        toast.error(message ?? t('errors:CHECK_IN_FAILED'));
      },
    });

  return (
    <section className="check-in-panel" data-testid="check-in-panel">
      <dl className="check-in-panel__figures">
        <div>
          <dt>{t('streak')}</dt>
          <dd data-testid="check-in-streak">{t('days', { count: status.streakDays })}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{t('days', { count: status.totalDays })}</dd>
        </div>
        <div>
          <dt>{t('makeUpLeft')}</dt>
          <dd>{t('makeUpFigures', { chances: status.makeUpChancesLeft, cards: status.makeUpCards })}</dd>
        </div>
      </dl>
      {status.available ? (
        <button
          type="button"
          className="button button--primary check-in-panel__button"
          disabled={status.checkedInToday || checkIn.isPending}
          onClick={submit}
          data-testid="check-in-button"
        >
          {status.checkedInToday ? t('checkedIn') : t('action')}
        </button>
      ) : (
        <div className="check-in-panel__app-only" data-testid="check-in-app-only">
          <p>{t('errors:CHECK_IN_APP_ONLY')}</p>
          {download ? (
            <button type="button" className="button button--primary" onClick={() => openBrandApp(download)}>
              {t('common:openApp')}
            </button>
          ) : null}
        </div>
      )}
      {gained !== null ? (
        <p className="check-in-panel__notice" role="status" data-testid="type-b-notice">
          {t('typeBNotice', { count: gained })}
        </p>
      ) : null}
    </section>
  );
}
