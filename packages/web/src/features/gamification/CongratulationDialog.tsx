import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MissionCompletion } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { errorMessageFor, loadErrorTexts } from '../../platform/errors.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { completionQueue } from './completionQueue.ts';
import { useClaimReward, useMyMissions } from './queries.ts';
import { RewardChips } from './RewardChips.tsx';
import '../../styles/rewards.css';

/**
 * The congratulation popup (spec §4): one completion at a time, with its medal, growth value and
 * Coins. OK claims the reward unless it was claimed already, then shows the next; after the last OK
 * the member lands on my-medals. Esc or the close button skips to the next without claiming.
 */
export default function CongratulationDialog({ completion }: { completion: MissionCompletion }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const claim = useClaimReward();
  const waiting = useSyncExternalStore(completionQueue.subscribe, completionQueue.size);
  // The completion carries no title; the missions list (refreshed by the completion) names it.
  const missions = useMyMissions();
  const title = missions.data?.find((mission) => mission.id === completion.missionId)?.title;

  const next = (afterOk: boolean) => {
    const wasLast = completionQueue.size() <= 1;
    claim.reset();
    completionQueue.advance();
    if (afterOk && wasLast) void navigate(paths.myMedals());
  };

  const ok = () => {
    if (completion.isGetReward) {
      next(true);
      return;
    }
    claim.mutate(completion.missionId, {
      onSuccess: () => next(true),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'MISSION_ALREADY_REWARDED') {
          void loadErrorTexts().then(() => toast.info(t('errors:MISSION_ALREADY_REWARDED')));
          next(true);
          return;
        }
        const message = errorMessageFor(error, t);
        if (message) toast.error(message);
        // A refusal will not change on a second try; a lost connection may, so OK stays.
        if (error instanceof ApiError && error.httpStatus < 500) next(true);
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !claim.isPending) next(false);
      }}
      title={t('rewards.popup.title')}
      description={
        completion.awardedFor
          ? t('rewards.popup.awarded', { event: completion.awardedFor })
          : title
            ? t('rewards.popup.completed', { mission: title })
            : t('rewards.popup.completedUnnamed')
      }
      testId="congrats-dialog"
    >
      <div className="congrats" data-testid="congrats" data-mission={completion.missionId}>
        {completion.medal ? (
          <figure className="congrats__medal" data-testid="congrats-medal">
            <img src={completion.medal.iconUrl} alt="" width={72} height={72} />
            <figcaption>
              <span className="congrats__medal-label">{t('rewards.popup.newMedal')}</span>
              <strong dir="auto">{completion.medal.name}</strong>
            </figcaption>
          </figure>
        ) : null}
        <RewardChips
          rewards={{ growthValue: completion.growthValue, goldCoins: completion.goldCoins, medal: null }}
          testId="congrats-rewards"
        />
        {waiting > 1 ? (
          <p className="congrats__more" data-testid="congrats-more">
            {t('rewards.popup.more', { count: waiting - 1 })}
          </p>
        ) : null}
      </div>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--primary button--block"
          onClick={ok}
          disabled={claim.isPending}
          data-testid="congrats-ok"
        >
          {t('rewards.popup.ok')}
        </button>
      </div>
    </Dialog>
  );
}
