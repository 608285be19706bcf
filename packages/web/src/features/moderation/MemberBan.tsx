import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { moderationApi, PublicProfile } from '@fanzone/contract';
import { consoleKeys } from './consoleQueries.ts';
import { moderationCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { errorMessageFor } from '../../platform/errors.ts';
import { dateTimeFormat } from '../../platform/intl.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { socialKeys } from '../social/keys.ts';
import { BanForm } from './BanForm.tsx';
import '../../styles/moderation.css';

const endpoints = refs<typeof moderationApi>(moderationCalls);

/**
 * A member's ban as staff see it on the profile (spec §4, §6): banned until when and why, with Lift;
 * or Ban, which asks why and for how long (the offered days, or for good).
 */
export default function MemberBan({ profile }: { profile: Pick<PublicProfile, 'id' | 'username' | 'ban'> }) {
  const { t, i18n } = useTranslation('moderation');
  const { t: translate } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // The member's profile and the console's lists show the ban.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: socialKeys.profile(profile.id) }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
    ]);
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
