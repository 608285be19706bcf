import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { moderationApi, PublicProfile } from '@fanzone/contract';
import { limits, moderationCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { errorMessageFor } from '../../platform/errors.ts';
import { dateTimeFormat } from '../../platform/intl.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { socialKeys } from '../social/keys.ts';
import { ReasonField } from './ReasonField.tsx';
import '../../styles/moderation.css';

const endpoints = refs<typeof moderationApi>(moderationCalls);
const dayMs = 24 * 3600 * 1000;

/**
 * A member's ban as staff see it on the profile (spec §4, §6): banned until when and why, with Lift;
 * or Ban, which asks why and for how long (the offered days, or for good).
 */
export default function MemberBan({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation('moderation');
  const { t: translate } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: socialKeys.profile(profile.id) });
  const failed = (error: unknown) => toast.error(errorMessageFor(error, translate) ?? t('failed'));
  const ban = useMutation({
    mutationFn: (body: { reason: string; until: number | null }) =>
      fetchData(endpoints.banMember, { params: { id: profile.id }, body }),
    onSuccess: async () => {
      setOpen(false);
      toast.success(t('ban.done', { name: profile.username }));
      await refresh();
    },
    onError: failed,
  });
  const lift = useMutation({
    mutationFn: () => fetchData(endpoints.liftBan, { params: { id: profile.id } }),
    onSuccess: async () => {
      toast.success(t('ban.lifted', { name: profile.username }));
      await refresh();
    },
    onError: failed,
  });

  if (profile.ban)
    return (
      <div className="member-ban" data-testid="member-ban">
        <p>
          {profile.ban.until
            ? t('ban.until', {
                date: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  profile.ban.until * 1000,
                ),
              })
            : t('ban.forGood')}{' '}
          <span dir="auto">{profile.ban.reason}</span>
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => lift.mutate()}
          disabled={lift.isPending}
          data-testid="member-ban-lift"
        >
          {t('ban.lift')}
        </button>
      </div>
    );
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setOpen(true)}
        data-testid="member-ban-open"
      >
        {t('ban.open')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('ban.title', { name: profile.username })}
        variant="sheet"
        testId="ban-dialog"
      >
        <BanForm busy={ban.isPending} onBan={(body) => ban.mutate(body)} />
      </Dialog>
    </>
  );
}

function BanForm({
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
    // The end is counted from the moment staff confirm; the server refuses one already past.
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
