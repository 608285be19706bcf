import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionActivity } from '@fanzone/contract';
import { limits, missionActivities } from '@fanzone/contract';
import type { MissionInput } from '../../features/moderation/catalogueQueries.ts';
import { useMedalCatalogue } from '../../features/moderation/consoleQueries.ts';
import { textIn } from './ConsoleList.tsx';
import type { LocalizedDraft } from './LocalizedTextFields.tsx';
import { LocalizedTextFields, writtenText } from './LocalizedTextFields.tsx';
import { isCatalogueCode } from './MedalForm.tsx';

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
  const id = useId();
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
      <div className="admin-setting">
        <label htmlFor={`${id}-code`}>{t('catalogue.code')}</label>
        <input
          id={`${id}-code`}
          dir="ltr"
          maxLength={catalogue.codeMaxLength}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={problems.code ? true : undefined}
          data-testid="mission-code"
        />
        {problems.code ? <p role="alert">{problems.code}</p> : null}
      </div>
      <LocalizedTextFields
        label={t('catalogue.title')}
        value={title}
        onChange={setTitle}
        maxLength={catalogue.titleMaxLength}
        problem={problems.title}
        testId="mission-title"
      />
      <div className="admin-setting">
        <label htmlFor={`${id}-activity`}>{t('catalogue.activity')}</label>
        <select
          id={`${id}-activity`}
          value={activity}
          onChange={(event) => setActivity(event.target.value as MissionActivity)}
          data-testid="mission-activity"
        >
          {missionActivities.map((entry) => (
            <option key={entry} value={entry}>
              {t(`catalogue.activities.${entry}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-setting">
        <label htmlFor={`${id}-period`}>{t('catalogue.period')}</label>
        <select
          id={`${id}-period`}
          value={period}
          onChange={(event) => setPeriod(event.target.value as (typeof periods)[number])}
          data-testid="mission-period"
        >
          {periods.map((entry) => (
            <option key={entry} value={entry}>
              {t(`missions.periods.${entry}`)}
            </option>
          ))}
        </select>
      </div>
      {numbers.map(({ key, min, max }) => (
        <div key={key} className="admin-setting">
          <label htmlFor={`${id}-${key}`}>
            {key === 'position' ? t('catalogue.position') : t(`missions.fields.${key}`)}
          </label>
          <input
            id={`${id}-${key}`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            value={values[key]}
            onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
            aria-invalid={problems[key] ? true : undefined}
            data-testid={`mission-${key}`}
          />
          {problems[key] ? <p role="alert">{problems[key]}</p> : null}
        </div>
      ))}
      <div className="admin-setting">
        <label htmlFor={`${id}-medal`}>{t('catalogue.medal')}</label>
        <select
          id={`${id}-medal`}
          value={medalId}
          onChange={(event) => setMedalId(event.target.value)}
          data-testid="mission-medal"
        >
          <option value="">{t('catalogue.noMedal')}</option>
          {(medals.data ?? []).map((medal) => (
            <option key={medal.id} value={medal.id}>
              {textIn(medal.name, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <label className="admin-setting__switch">
        <input
          type="checkbox"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
          data-testid="mission-new-active"
        />
        {t('catalogue.startActive')}
      </label>
      <button type="submit" className="button" disabled={busy} data-testid="mission-create">
        {t('settings.save')}
      </button>
    </form>
  );
}
