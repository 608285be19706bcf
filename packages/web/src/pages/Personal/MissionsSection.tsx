import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { MissionView } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { errorMessageFor, loadErrorTexts } from '../../platform/errors.ts';
import { useClaimReward, useMyMissions } from '../../features/gamification/queries.ts';
import { RewardChips } from '../../features/gamification/RewardChips.tsx';
import { groupMissions, ratio } from '../../features/gamification/rewardState.ts';
import { joinParts, rewardParts } from '../../features/gamification/rewardText.ts';
import { browseTaskPath } from '../../features/gamification/useBrowseTask.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.ts';
import '../../styles/rewards.css';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/** My missions (spec §2 my-missions): daily, weekly and one-time, each with progress, rewards and Claim. */
export function MissionsSection() {
  const { t } = useTranslation('personal');
  const missions = useMyMissions();

  if (missions.isPending) return <Spinner label={t('common:loading')} />;
  if (missions.isError)
    return (
      <LoadFailed
        error={missions.error}
        fallback={t('rewards.missions.loadFailed')}
        onRetry={() => void missions.refetch()}
      />
    );
  const groups = groupMissions(missions.data);
  if (!groups.length) return <EmptyState icon="checkin" text={t('personal:empty.missions')} />;
  return (
    <div className="missions" data-testid="missions">
      {groups.map((group) => (
        <section key={group.period} className="missions__group" aria-labelledby={`missions-${group.period}`}>
          <h2 id={`missions-${group.period}`} className="missions__heading">
            {t(`rewards.missions.period.${group.period}`)}
          </h2>
          <ul className="mission-list">
            {group.missions.map((mission) => (
              <MissionItem key={mission.id} mission={mission} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MissionItem({ mission }: { mission: MissionView }) {
  const { t, i18n } = useTranslation('personal');
  const claim = useClaimReward();
  const onClaim = () =>
    claim.mutate(mission.id, {
      onSuccess: (award) =>
        toast.success(
          t('rewards.missions.claimedToast', { rewards: joinParts(rewardParts(award, t), i18n.language) }),
        ),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'MISSION_ALREADY_REWARDED')
          void loadErrorTexts().then(() => toast.info(t('errors:MISSION_ALREADY_REWARDED')));
        else toast.error(errorMessageFor(error, t) ?? t('common:networkError'));
      },
    });
  const titleId = `mission-${mission.id}-title`;
  return (
    <li className="mission" data-testid={`mission-${mission.id}`} data-status={mission.status}>
      <div className="mission__main">
        <p className="mission__title" id={titleId} dir="auto">
          {mission.title}
        </p>
        <div className="mission__progress">
          <span
            className="meter"
            role="progressbar"
            aria-labelledby={titleId}
            aria-valuemin={0}
            aria-valuemax={mission.target}
            aria-valuenow={mission.progress}
          >
            <span
              className="meter__fill"
              style={{ inlineSize: `${ratio(mission.progress, mission.target) * 100}%` }}
            />
          </span>
          <span className="mission__count" data-testid="mission-progress">
            {t('rewards.missions.progress', { progress: mission.progress, target: mission.target })}
          </span>
        </div>
        <RewardChips rewards={mission} />
      </div>
      <div className="mission__action">
        {mission.status === 'awaiting_award' ? (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={onClaim}
            disabled={claim.isPending}
            aria-describedby={titleId}
            data-testid="mission-claim"
          >
            {claim.isPending ? t('rewards.missions.claiming') : t('rewards.missions.claim')}
          </button>
        ) : mission.status === 'awarded' ? (
          <span className="mission__done" data-testid="mission-claimed">
            {t('rewards.missions.claimed')}
          </span>
        ) : mission.activity === 'page.browsed' ? (
          <Link
            to={browseTaskPath}
            className="button button--secondary button--small"
            aria-describedby={titleId}
            data-testid="mission-go"
          >
            {t('rewards.missions.go')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
