import { useTranslation } from 'react-i18next';
import { ConsoleCatalogue, textIn } from './kit/ConsoleList.tsx';
import type { MissionAdmin } from '@fanzone/contract';
import { useMissionCatalogue, useUpdateMission } from '../../features/gamification/consoleQueries.ts';
import { ConsoleSwitch } from './kit/ConsoleField.tsx';
import { SheetButton } from './kit/SheetButton.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';
import { MissionTuningForm, NewMissionForm } from './MissionForms.tsx';

/**
 * The missions (operators): what moves each, its period, target and rewards, how many members
 * finished it; switched on or off and tuned in place. Members see a change at their next look.
 */
export function MissionsSection() {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-structure">
      <div className="admin-card__actions">
        <SheetButton
          look="section"
          label={t('catalogue.addMission')}
          testId="mission-add"
          sheetTestId="mission-form-dialog"
        >
          {(close) => <NewMissionForm onSaved={close} />}
        </SheetButton>
      </div>
      <ConsoleCatalogue
        query={useMissionCatalogue()}
        inPositionOrder
        emptyText={t('missions.empty')}
        listTestId="missions"
      >
        {(mission) => <MissionCard key={mission.id} mission={mission} />}
      </ConsoleCatalogue>
    </div>
  );
}

function MissionCard({ mission }: { mission: MissionAdmin }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateMission(mission.id);
  const switchOnOrOff = useConsoleAction(update);
  const title = textIn(mission.title, i18n.language);
  return (
    <li className="admin-card" data-testid={`mission-${mission.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title" dir="auto">
          {title}
        </span>
        <span className="admin-chip">{t(`missions.periods.${mission.period}`)}</span>
        {mission.active ? null : <span className="admin-chip admin-chip--warning">{t('missions.off')}</span>}
      </div>
      <p className="admin-card__meta">
        <span>{t(`missions.activities.${mission.activity}`, { count: mission.target })}</span>
        <span>
          {t('missions.rewards', {
            growth: mission.growthReward,
            coins: mission.coinReward,
            cards: mission.cardReward,
          })}
        </span>
        <span>{t('missions.finishedBy', { count: mission.completionCount })}</span>
      </p>
      <div className="admin-card__actions">
        <ConsoleSwitch
          label={t('missions.active')}
          // While the change is on its way the box shows what was asked.
          checked={update.isPending ? (update.variables.active ?? mission.active) : mission.active}
          disabled={update.isPending}
          onChecked={(active) =>
            switchOnOrOff({ active }, t(active ? 'missions.switchedOn' : 'missions.switchedOff'))
          }
          testId="mission-active"
        />
        <SheetButton
          label={t('missions.edit')}
          title={title}
          testId="mission-edit"
          sheetTestId="mission-dialog"
        >
          {(close) => <MissionTuningForm mission={mission} onSaved={close} />}
        </SheetButton>
      </div>
    </li>
  );
}
