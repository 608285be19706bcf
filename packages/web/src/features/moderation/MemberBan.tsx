import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberRecord, moderationApi, My, PublicProfile } from '@fanzone/contract';
import { consoleKeys } from './consoleQueries.ts';
import { moderationCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { errorMessageFor } from '../../platform/errors.ts';
import { dateTimeFormat } from '../../platform/intl.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useMy } from '../identity/queries.ts';
import { socialKeys } from '../social/keys.ts';
import { BanForm } from './BanForm.tsx';
import { banPlacesFor } from './banPlaces.ts';
import { useBoards } from '../boards/queries.ts';
import '../../styles/moderation.css';

const endpoints = refs<typeof moderationApi>(moderationCalls);

type BanBody = { reason: string; until: number | null };

/** Where the viewer may ban from (`banPlacesFor`), with the boards named as the viewer reads them. */
function useBanPlaces(my: My | null) {
  const { t } = useTranslation('moderation');
  return banPlacesFor(useBoards().data ?? [], my?.moderatedBoardIds ?? [], t('ban.community'));
}

/**
 * A member's bans as staff see them (spec §4, §6; issue 24): the community-wide one and, in the
 * console, those from boards the viewer looks after, each with Lift; and Ban, which asks why, for how
 * long and where. A moderator given boards bans from those only; the whole community is for
 * moderators of every board and admins.
 */
export default function MemberBan({
  profile,
}: {
  profile: Pick<PublicProfile, 'id' | 'username' | 'ban'> & Partial<Pick<MemberRecord, 'boardBans'>>;
}) {
  const { t, i18n } = useTranslation('moderation');
  const { t: translate } = useTranslation();
  const queryClient = useQueryClient();
  const my = useMy();
  const { places, communityWide } = useBanPlaces(my);
  const [open, setOpen] = useState(false);
  const dateOf = (until: number) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(until * 1000);
  // The member's profile and the console's lists show the ban.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: socialKeys.profile(profile.id) }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
    ]);
  const failed = (error: unknown) => toast.error(errorMessageFor(error, translate) ?? t('failed'));
  const ban = useMutation({
    mutationFn: ({ body, boardId }: { body: BanBody; boardId: string | null }) =>
      boardId
        ? fetchData(endpoints.banFromBoard, { params: { id: profile.id, boardId }, body })
        : fetchData(endpoints.banMember, { params: { id: profile.id }, body }),
    onSuccess: async () => {
      setOpen(false);
      toast.success(t('ban.done', { name: profile.username }));
      await refresh();
    },
    onError: failed,
  });
  const lift = useMutation({
    mutationFn: (boardId: string | null) =>
      boardId
        ? fetchData(endpoints.liftBoardBan, { params: { id: profile.id, boardId } })
        : fetchData(endpoints.liftBan, { params: { id: profile.id } }),
    onSuccess: async () => {
      toast.success(t('ban.lifted', { name: profile.username }));
      await refresh();
    },
    onError: failed,
  });
  // Banned from the whole community, a member has no board left to be banned from.
  const mayBan = places.length > 0 && !(communityWide && profile.ban);

  return (
    <>
      {profile.ban ? (
        <div className="member-ban" data-testid="member-ban">
          <p>
            {profile.ban.until ? t('ban.until', { date: dateOf(profile.ban.until) }) : t('ban.forGood')}{' '}
            <span dir="auto">{profile.ban.reason}</span>
          </p>
          {communityWide ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => lift.mutate(null)}
              disabled={lift.isPending}
              data-testid="member-ban-lift"
            >
              {t('ban.lift')}
            </button>
          ) : null}
        </div>
      ) : null}
      {(profile.boardBans ?? []).map((boardBan) => (
        <div
          className="member-ban"
          key={boardBan.boardId}
          data-testid={`member-board-ban-${boardBan.boardId}`}
        >
          <p>
            {boardBan.until
              ? t('ban.fromBoardUntil', { board: boardBan.boardName, date: dateOf(boardBan.until) })
              : t('ban.fromBoardForGood', { board: boardBan.boardName })}{' '}
            <span dir="auto">{boardBan.reason}</span>
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => lift.mutate(boardBan.boardId)}
            disabled={lift.isPending}
            data-testid="member-board-ban-lift"
          >
            {t('ban.lift')}
          </button>
        </div>
      ))}
      {mayBan ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setOpen(true)}
          data-testid="member-ban-open"
        >
          {t('ban.open')}
        </button>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('ban.title', { name: profile.username })}
        variant="sheet"
        testId="ban-dialog"
      >
        <BanForm
          busy={ban.isPending}
          places={places}
          onBan={(body, boardId) => ban.mutate({ body, boardId })}
        />
      </Dialog>
    </>
  );
}
