import { useTranslation } from 'react-i18next';
import type { MissionActivity, MissionAdmin } from '@fanzone/contract';
import { limits, missionActivities, missionInputSchema, missionUpdateSchema } from '@fanzone/contract';
import {
  useCreateMission,
  useMedalCatalogue,
  useUpdateMission,
} from '../../features/gamification/consoleQueries.ts';
import { ConsoleField, ConsoleSelect, ConsoleSwitch } from './kit/ConsoleField.tsx';
import { CatalogueCodeField } from './CatalogueCodeField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { LocalizedTextFields, writtenText } from './kit/LocalizedTextFields.tsx';
import type { ConsoleFormState } from './kit/useConsoleForm.ts';
import { typedNumber, useConsoleForm } from './kit/useConsoleForm.ts';

const { catalogue } = limits;
const periods = ['daily', 'weekly', 'once'] as const;

/** The numbers an operator tunes on every mission (their ranges are the contract's). */
const tunable = ['target', 'growthReward', 'coinReward', 'cardReward'] as const;
type Tuning = Record<(typeof tunable)[number], string>;
const tuningOf = (mission: MissionAdmin | undefined): Tuning => ({
  target: String(mission?.target ?? 1),
  growthReward: String(mission?.growthReward ?? 0),
  coinReward: String(mission?.coinReward ?? 0),
  cardReward: String(mission?.cardReward ?? 0),
});
const tunedBody = (draft: Tuning) => ({
  target: typedNumber(draft.target),
  growthReward: typedNumber(draft.growthReward),
  coinReward: typedNumber(draft.coinReward),
  cardReward: typedNumber(draft.cardReward),
});

/**
 * A new mission: its code, title per language, the activity that moves it and its period, target,
 * rewards and medal. It starts switched off unless the operator says otherwise, so a half-tuned
 * mission never reaches members.
 */
export function NewMissionForm({ onSaved }: { onSaved: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const medals = useMedalCatalogue();
  const form = useConsoleForm({
    initial: {
      code: '',
      title: {} as Record<string, string>,
      activity: missionActivities[0] as MissionActivity,
      period: 'daily' as (typeof periods)[number],
      ...tuningOf(undefined),
      position: '0',
      medalId: '',
      active: false,
    },
    schema: missionInputSchema,
    toBody: (draft) => ({
      code: draft.code.trim(),
      title: writtenText(draft.title),
      activity: draft.activity,
      period: draft.period,
      ...tunedBody(draft),
      position: typedNumber(draft.position),
      medalId: draft.medalId || null,
      isTypeB: false,
      active: draft.active,
    }),
    ownWords: { code: t('catalogue.codeRule') },
    save: useCreateMission(),
    saved: t('catalogue.missionAdded'),
    onSaved,
  });
  return (
    <ConsoleForm form={form} name="mission">
      <CatalogueCodeField form={form} testId="mission-code" />
      <LocalizedTextFields
        label={t('catalogue.title')}
        maxLength={catalogue.titleMaxLength}
        {...form.localized('title')}
        testId="mission-title"
      />
      <ConsoleSelect
        label={t('catalogue.activity')}
        value={form.draft.activity}
        options={missionActivities.map((entry) => ({
          value: entry,
          label: t(`catalogue.activities.${entry}`),
        }))}
        onValue={(activity) => form.set('activity', activity)}
        testId="mission-activity"
      />
      <ConsoleSelect
        label={t('catalogue.period')}
        value={form.draft.period}
        options={periods.map((entry) => ({ value: entry, label: t(`missions.periods.${entry}`) }))}
        onValue={(period) => form.set('period', period)}
        testId="mission-period"
      />
      <TuningFields form={form} />
      <ConsoleField
        label={t('catalogue.position')}
        type="number"
        inputMode="numeric"
        min={0}
        max={catalogue.positionMax}
        {...form.text('position')}
        testId="mission-position"
      />
      <ConsoleSelect
        label={t('catalogue.medal')}
        value={form.draft.medalId}
        options={[
          { value: '', label: t('catalogue.noMedal') },
          ...(medals.data ?? []).map((medal) => ({
            value: medal.id,
            label: textIn(medal.name, i18n.language),
          })),
        ]}
        onValue={(medalId) => form.set('medalId', medalId)}
        testId="mission-medal"
      />
      <ConsoleSwitch
        label={t('catalogue.startActive')}
        checked={form.draft.active}
        onChecked={(active) => form.set('active', active)}
        testId="mission-new-active"
      />
    </ConsoleForm>
  );
}

/** A mission's target and rewards tuned in place. */
export function MissionTuningForm({ mission, onSaved }: { mission: MissionAdmin; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const form = useConsoleForm({
    initial: tuningOf(mission),
    schema: missionUpdateSchema,
    toBody: tunedBody,
    save: useUpdateMission(mission.id),
    saved: t('settings.saved'),
    onSaved,
  });
  return (
    <ConsoleForm form={form} name="mission">
      <TuningFields form={form} />
    </ConsoleForm>
  );
}

function TuningFields<Draft extends Tuning>({ form }: { form: ConsoleFormState<Draft> }) {
  const { t } = useTranslation('admin');
  return tunable.map((key) => (
    <ConsoleField
      key={key}
      label={t(`missions.fields.${key}`)}
      type="number"
      inputMode="numeric"
      min={key === 'target' ? 1 : 0}
      max={key === 'target' ? catalogue.targetMax : catalogue.rewardMax}
      {...form.text(key)}
      testId={`mission-${key}`}
    />
  ));
}
