import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleCatalogue, textIn } from './ConsoleList.tsx';
import type { MissionAdmin } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { useMissionCatalogue, useUpdateMission } from '../../features/moderation/consoleQueries.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useFailureToast } from './ConsoleField.tsx';
import { useCreateMission } from '../../features/moderation/catalogueQueries.ts';
import { NewMissionForm } from './NewMissionForm.tsx';

/** The numbers of a mission an operator tunes here, each with its range from the contract. */
const tunable = [
  { key: 'target', min: 1, max: limits.catalogue.targetMax },
  { key: 'growthReward', min: 0, max: limits.catalogue.rewardMax },
  { key: 'coinReward', min: 0, max: limits.catalogue.rewardMax },
  { key: 'cardReward', min: 0, max: limits.catalogue.rewardMax },
] as const;
type Tunable = (typeof tunable)[number]['key'];

/**
 * The missions (operators): what moves each, its period, target and rewards, how many members
 * finished it; switched on or off and tuned in place. Members see a change at their next look.
 */
export function MissionsSection() {
  const { t } = useTranslation('admin');
  const failed = useFailureToast();
  const [adding, setAdding] = useState(false);
  const create = useCreateMission();
  return (
    <div className="admin-structure">
      <div className="admin-card__actions">
        <button type="button" className="button" onClick={() => setAdding(true)} data-testid="mission-add">
          {t('catalogue.addMission')}
        </button>
      </div>
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t('catalogue.addMission')}
        variant="sheet"
        testId="mission-form-dialog"
      >
        {adding ? (
          <NewMissionForm
            busy={create.isPending}
            onSave={(input) =>
              create.mutate(input, {
                onSuccess: () => {
                  toast.success(t('catalogue.missionAdded'));
                  setAdding(false);
                },
                onError: failed,
              })
            }
          />
        ) : null}
      </Dialog>
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
  const [editing, setEditing] = useState(false);
  const title = textIn(mission.title, i18n.language);
  const failed = useFailureToast();
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
        <label className="admin-setting__switch">
          <input
            type="checkbox"
            // While the change is on its way the box shows what was asked.
            checked={update.isPending ? (update.variables.active ?? mission.active) : mission.active}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { active: event.target.checked },
                {
                  onSuccess: (saved) =>
                    toast.success(t(saved.active ? 'missions.switchedOn' : 'missions.switchedOff')),
                  onError: failed,
                },
              )
            }
            data-testid="mission-active"
          />
          {t('missions.active')}
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setEditing(true)}
          data-testid="mission-edit"
        >
          {t('missions.edit')}
        </button>
      </div>
      <Dialog open={editing} onOpenChange={setEditing} title={title} variant="sheet" testId="mission-dialog">
        <MissionForm
          mission={mission}
          busy={update.isPending}
          onSave={(change) =>
            update.mutate(change, {
              onSuccess: () => {
                toast.success(t('settings.saved'));
                setEditing(false);
              },
              onError: failed,
            })
          }
        />
      </Dialog>
    </li>
  );
}

function MissionForm({
  mission,
  busy,
  onSave,
}: {
  mission: MissionAdmin;
  busy: boolean;
  onSave: (change: Record<Tunable, number>) => void;
}) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const [draft, setDraft] = useState<Record<Tunable, string>>(
    () =>
      Object.fromEntries(tunable.map(({ key }) => [key, String(mission[key])])) as Record<Tunable, string>,
  );
  const [problems, setProblems] = useState<Partial<Record<Tunable, string>>>({});
  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found: Partial<Record<Tunable, string>> = {};
        for (const { key, min, max } of tunable) {
          const value = Number(draft[key]);
          if (!draft[key].trim() || !Number.isInteger(value) || value < min || value > max)
            found[key] = t('settings.range', { min, max });
        }
        setProblems(found);
        if (Object.keys(found).length) return;
        onSave(
          Object.fromEntries(tunable.map(({ key }) => [key, Number(draft[key])])) as Record<Tunable, number>,
        );
      }}
    >
      {tunable.map(({ key, min, max }) => (
        <div key={key} className="admin-setting">
          <label htmlFor={`${formId}-${key}`}>{t(`missions.fields.${key}`)}</label>
          <input
            id={`${formId}-${key}`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            value={draft[key]}
            onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
            aria-invalid={problems[key] ? true : undefined}
            data-testid={`mission-${key}`}
          />
          {problems[key] ? (
            <p role="alert" data-testid={`mission-${key}-problem`}>
              {problems[key]}
            </p>
          ) : null}
        </div>
      ))}
      <button type="submit" className="button" disabled={busy} data-testid="mission-save">
        {t('settings.save')}
      </button>
    </form>
  );
}
