import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { useCommunitySettings, useUpdateSetting } from '../../features/site/consoleQueries.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { WatchedWordsForm } from './WatchedWordsForm.tsx';

type Range = { min: number; max: number };
type Setting =
  | { key: string; kind: 'switch' }
  | { key: string; kind: 'number'; range: Range }
  | { key: string; kind: 'text'; maxLength: number };

const ranges = limits.settings;

/** The settings operators change here, by what they look after; the rest stay calls of their own. */
const groups: { name: string; settings: Setting[] }[] = [
  {
    name: 'moderation',
    settings: [
      { key: 'report', kind: 'switch' },
      { key: 'reportsToHide', kind: 'number', range: ranges.reportsToHide },
      { key: 'approveFirstPosts', kind: 'number', range: ranges.approveFirstPosts },
      { key: 'editOwnPostMinLevel', kind: 'number', range: ranges.editOwnPostMinLevel },
    ],
  },
  {
    name: 'community',
    settings: [
      { key: 'communityName', kind: 'text', maxLength: ranges.communityNameMaxLength },
      { key: 'privateLetter', kind: 'switch' },
      { key: 'grayMode', kind: 'switch' },
      { key: 'checkInOnWeb', kind: 'switch' },
      { key: 'certificationOnWeb', kind: 'switch' },
      { key: 'makeUpChancesPerWeek', kind: 'number', range: ranges.makeUpChancesPerWeek },
    ],
  },
];

/**
 * The community's settings (operators): each saved on its own and applied on every node at once;
 * numbers are checked against their range before they are sent, and the server checks again.
 */
export function SettingsSection() {
  const { t } = useTranslation('admin');
  const settings = useCommunitySettings();
  if (settings.isPending) return <Spinner label={t('common:loading')} />;
  if (settings.isError)
    return (
      <LoadFailed error={settings.error} fallback={t('loadFailed')} onRetry={() => void settings.refetch()} />
    );
  return (
    <div className="admin-settings" data-testid="settings">
      {groups.map((group) => (
        <section key={group.name} className="admin-card">
          <h2 className="admin-card__title">{t(`settings.groups.${group.name}`)}</h2>
          {group.settings.map((setting) => (
            <SettingField key={setting.key} setting={setting} value={settings.data[setting.key]} />
          ))}
        </section>
      ))}
      <section className="admin-card">
        <h2 className="admin-card__title">{t('settings.watchedWords.label')}</h2>
        <WatchedWordsForm saved={settings.data.watchedWords} />
      </section>
    </div>
  );
}

function SettingField({ setting, value }: { setting: Setting; value: unknown }) {
  const { t } = useTranslation('admin');
  const { t: translate } = useTranslation();
  const field = useId();
  const update = useUpdateSetting();
  const [draft, setDraft] = useState(String(value ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const save = (next: unknown) =>
    update.mutate(
      { key: setting.key, value: next },
      {
        onSuccess: () => {
          setProblem(null);
          toast.success(t('settings.saved'));
        },
        onError: (error) => setProblem(errorMessageFor(error, translate) ?? t('failed')),
      },
    );
  const label = t(`settings.fields.${setting.key}.label`);
  const hint = t(`settings.fields.${setting.key}.hint`);

  if (setting.kind === 'switch')
    return (
      <div className="admin-setting">
        <label className="admin-setting__switch">
          <input
            type="checkbox"
            checked={value === true}
            disabled={update.isPending}
            onChange={(event) => save(event.target.checked)}
            data-testid={`setting-${setting.key}`}
          />
          {label}
        </label>
        <p className="admin-card__meta">{hint}</p>
        {problem ? <p role="alert">{problem}</p> : null}
      </div>
    );
  return (
    // The range is said in the app's words (below), not in the browser's own bubble.
    <form
      className="admin-setting"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (setting.kind === 'text') {
          if (!draft.trim()) return setProblem(t('settings.required'));
          return save(draft.trim());
        }
        const number = Number(draft);
        const { min, max } = setting.range;
        if (!draft.trim() || !Number.isInteger(number) || number < min || number > max)
          return setProblem(t('settings.range', { min, max }));
        save(number);
      }}
    >
      <label htmlFor={field}>{label}</label>
      <p className="admin-card__meta">{hint}</p>
      <span className="admin-setting__row">
        <input
          id={field}
          type={setting.kind === 'number' ? 'number' : 'text'}
          inputMode={setting.kind === 'number' ? 'numeric' : undefined}
          min={setting.kind === 'number' ? setting.range.min : undefined}
          max={setting.kind === 'number' ? setting.range.max : undefined}
          maxLength={setting.kind === 'text' ? setting.maxLength : undefined}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={problem ? true : undefined}
          data-testid={`setting-${setting.key}`}
        />
        <button
          type="submit"
          className="button button--small"
          disabled={update.isPending || draft === String(value ?? '')}
          data-testid={`setting-${setting.key}-save`}
        >
          {t('settings.save')}
        </button>
      </span>
      {problem ? (
        <p role="alert" data-testid={`setting-${setting.key}-problem`}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
