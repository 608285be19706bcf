import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@fanzone/contract';
import { ReasonField } from './ReasonField.tsx';

const dayMs = 24 * 3600 * 1000;

/**
 * Why and for how long (the offered days, or for good): the ban form of the profile and of the
 * reports queue. The end is counted from the moment staff confirm; the server refuses one past.
 */
export function BanForm({
  busy,
  onBan,
}: {
  busy: boolean;
  onBan: (ban: { reason: string; until: number | null }) => void;
}) {
  const { t } = useTranslation('moderation');
  const lengthField = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<string>(String(limits.moderation.banDays[0]));
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    const until = days === 'forever' ? null : Math.floor((Date.now() + Number(days) * dayMs) / 1000);
    onBan({ reason: reason.trim(), until });
  };
  return (
    <form className="moderation-form" onSubmit={submit} noValidate>
      <ReasonField
        value={reason}
        onChange={(next) => {
          setReason(next);
          setMissing(false);
        }}
        required
        missing={missing}
        testId="ban-reason"
      />
      <label htmlFor={lengthField}>{t('ban.length')}</label>
      <select
        id={lengthField}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        data-testid="ban-length"
      >
        {limits.moderation.banDays.map((count) => (
          <option key={count} value={String(count)}>
            {t('ban.days', { count })}
          </option>
        ))}
        <option value="forever">{t('ban.forever')}</option>
      </select>
      <button type="submit" className="button button--primary" disabled={busy} data-testid="ban-submit">
        {t('ban.submit')}
      </button>
    </form>
  );
}
