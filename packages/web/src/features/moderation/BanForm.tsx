import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@fanzone/contract';
import { ReasonField } from './ReasonField.tsx';

const dayMs = 24 * 3600 * 1000;

/** Where a ban holds: a board the moderator looks after (its sub boards too), or the whole community. */
export type BanPlace = { boardId: string | null; label: string };

/**
 * Why and for how long (the offered days, or for good), and where when `places` are offered: the ban
 * form of the profile, the console's members and the reports queue. The end is counted from the
 * moment staff confirm; the server refuses one past.
 */
export function BanForm({
  busy,
  places,
  onBan,
}: {
  busy: boolean;
  /** The first is chosen at first; none: the whole community, with no choice shown. */
  places?: readonly BanPlace[];
  onBan: (ban: { reason: string; until: number | null }, boardId: string | null) => void;
}) {
  const { t } = useTranslation('moderation');
  const lengthField = useId();
  const placeField = useId();
  const [place, setPlace] = useState(places?.[0]?.boardId ?? '');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<string>(String(limits.moderation.banDays[0]));
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    const until = days === 'forever' ? null : Math.floor((Date.now() + Number(days) * dayMs) / 1000);
    onBan({ reason: reason.trim(), until }, place || null);
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
      {places?.length ? (
        <>
          <label htmlFor={placeField}>{t('ban.where')}</label>
          <select
            id={placeField}
            value={place}
            onChange={(event) => setPlace(event.target.value)}
            data-testid="ban-place"
          >
            {places.map((option) => (
              <option key={option.boardId ?? ''} value={option.boardId ?? ''}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      ) : null}
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
