import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionActivity } from '@fanzone/contract';
import { limits, missionActivities } from '@fanzone/contract';
import type { MissionInput } from '../../features/moderation/catalogueQueries.ts';
import { useMedalCatalogue } from '../../features/moderation/consoleQueries.ts';
import { textIn } from './ConsoleList.tsx';
import type { LocalizedDraft } from './LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './LocalizedTextFields.tsx';
import { isCatalogueCode } from './MedalForm.tsx';
import { ConsoleField, ConsoleSelect, ConsoleSwitch } from './ConsoleField.tsx';

const { catalogue } = limits;
const periods = ['daily', 'weekly', 'once'] as const;

/** The numbers of a new mission, each with its range from the contract. */
const numbers = [
  { key: 'target', min: 1, max: catalogue.targetMax, initial: '1' },
  { key: 'growthReward', min: 0, max: catalogue.rewardMax, initial: '0' },
  { key: 'coinReward', min: 0, max: catalogue.rewardMax, initial: '0' },
  { key: 'cardReward', min: 0, max: catalogue.rewardMax, initial: '0' },
  { key: 'position', min: 0, max: catalogue.positionMax, initial: '0' },
] as const;
type NumberKey = (typeof numbers)[number]['key'];

/**
 * A new mission: its code, title per language, the activity that moves it and its period, target,
 * rewards and medal. It starts switched off unless the operator says otherwise, so a half-tuned
 * mission never reaches members.
 */
export function NewMissionForm({ busy, onSave }: { busy: boolean; onSave: (input: MissionInput) => void }) {
  const { t, i18n } = useTranslation('admin');
  const medals = useMedalCatalogue();
  const [code, setCode] = useState('');
  const [title, setTitle] = useState<LocalizedDraft>({});
  const [activity, setActivity] = useState<MissionActivity>(missionActivities[0]);
  const [period, setPeriod] = useState<(typeof periods)[number]>('daily');
  const [values, setValues] = useState<Record<NumberKey, string>>(
    () => Object.fromEntries(numbers.map(({ key, initial }) => [key, initial])) as Record<NumberKey, string>,
  );
  const [medalId, setMedalId] = useState('');
  const [active, setActive] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = () => {
    const found: Record<string, string> = {};
    if (!isCatalogueCode(code.trim())) found.code = t('catalogue.codeRule');
    const titles = writtenText(title);
    if (!titles.en) found.title = t('structure.englishRequired');
    for (const { key, min, max } of numbers) {
      const value = Number(values[key]);
      if (!values[key].trim() || !Number.isInteger(value) || value < min || value > max)
        found[key] = t('settings.range', { min, max });
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    const number = (key: NumberKey) => Number(values[key]);
    onSave({
      code: code.trim(),
      title: titles,
      activity,
      period,
      target: number('target'),
      growthReward: number('growthReward'),
      coinReward: number('coinReward'),
      cardReward: number('cardReward'),
      position: number('position'),
      medalId: medalId || null,
      isTypeB: false,
      active,
    });
  };

  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="mission-form"
    >
      <ConsoleField
        label={t('catalogue.code')}
        problem={problems.code}
        dir="ltr"
        maxLength={catalogue.codeMaxLength}
        value={code}
        onValue={setCode}
        testId="mission-code"
      />
      <LocalizedTextFields
        label={t('catalogue.title')}
        value={title}
        onChange={setTitle}
        maxLength={catalogue.titleMaxLength}
        problem={problems.title}
        testId="mission-title"
      />
      <ConsoleSelect
        label={t('catalogue.activity')}
        value={activity}
        options={missionActivities.map((entry) => ({
          value: entry,
          label: t(`catalogue.activities.${entry}`),
        }))}
        onValue={setActivity}
        testId="mission-activity"
      />
      <ConsoleSelect
        label={t('catalogue.period')}
        value={period}
        options={periods.map((entry) => ({ value: entry, label: t(`missions.periods.${entry}`) }))}
        onValue={setPeriod}
        testId="mission-period"
      />
      {numbers.map(({ key, min, max }) => (
        <ConsoleField
          key={key}
          label={key === 'position' ? t('catalogue.position') : t(`missions.fields.${key}`)}
          problem={problems[key]}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={values[key]}
          onValue={(value) => setValues((current) => ({ ...current, [key]: value }))}
          testId={`mission-${key}`}
        />
      ))}
      <ConsoleSelect
        label={t('catalogue.medal')}
        value={medalId}
        options={[
          { value: '', label: t('catalogue.noMedal') },
          ...(medals.data ?? []).map((medal) => ({
            value: medal.id,
            label: textIn(medal.name, i18n.language),
          })),
        ]}
        onValue={setMedalId}
        testId="mission-medal"
      />
      <ConsoleSwitch
        label={t('catalogue.startActive')}
        checked={active}
        onChecked={setActive}
        testId="mission-new-active"
      />
      <button type="submit" className="button" disabled={busy} data-testid="mission-create">
        {t('settings.save')}
      </button>
    </form>
  );
}
