import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';

/** The rules of check-in, behind a button (spec §3 `showCheckInRules`). */
export function CheckInRules({ makeUpChancesPerWeek }: { makeUpChancesPerWeek: number }) {
  const { t } = useTranslation('checkIn');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => setOpen(true)}
        data-testid="check-in-rules"
      >
        {t('rules.open')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('rules.title')} variant="sheet">
        <ul className="check-in-rules">
          <li>{t('rules.daily')}</li>
          <li>{t('rules.streak')}</li>
          <li>{t('rules.makeUp', { count: makeUpChancesPerWeek })}</li>
          <li>{t('rules.cards')}</li>
          <li>{t('rules.appOnly')}</li>
        </ul>
      </Dialog>
    </>
  );
}
