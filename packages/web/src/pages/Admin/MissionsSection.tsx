import { useTranslation } from 'react-i18next';
import type { MissionAdmin } from '@fanzone/contract';
import { useMissionCatalogue, useUpdateMission } from '../../features/gamification/consoleQueries.ts';
import { ActionSwitch } from './kit/ActionSwitch.tsx';
import { Chip, ConsoleCard } from './kit/ConsoleCard.tsx';
import { ConsoleCatalogue, textIn } from './kit/ConsoleList.tsx';
import { AddButton, EditButton } from './kit/SheetButton.tsx';
import { MissionTuningForm, NewMissionForm } from './MissionForms.tsx';

/**
 * The missions (operators): what moves each, its period, target and rewards, how many members
 * finished it; switched on or off and tuned in place. Members see a change at their next look.
 */
export function MissionsSection() {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-structure">
      <AddButton label={t('catalogue.addMission')} testId="mission-add" sheetTestId="mission-form-dialog">
        {(close) => <NewMissionForm onSaved={close} />}
      </AddButton>
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
  const title = textIn(mission.title, i18n.language);
  const { growthReward: growth, coinReward: coins, cardReward: cards } = mission;
  return (
    <ConsoleCard
      testId={`mission-${mission.id}`}
      title={title}
      chips={[
        <Chip>{t(`missions.periods.${mission.period}`)}</Chip>,
        !mission.active && <Chip warning>{t('missions.off')}</Chip>,
      ]}
      facts={[
        t(`missions.activities.${mission.activity}`, { count: mission.target }),
        t('missions.rewards', { growth, coins, cards }),
        t('missions.finishedBy', { count: mission.completionCount }),
      ]}
    >
      <ActionSwitch
        action={useUpdateMission(mission.id)}
        field="active"
        value={mission.active}
        label={t('missions.active')}
        said={(on) => t(on ? 'missions.switchedOn' : 'missions.switchedOff')}
        testId="mission-active"
      />
      <EditButton label={t('missions.edit')} title={title} testId="mission-edit" sheetTestId="mission-dialog">
        {(close) => <MissionTuningForm mission={mission} onSaved={close} />}
      </EditButton>
    </ConsoleCard>
  );
}
