import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { useUpdateSetting } from '../../features/site/consoleQueries.ts';
import { toast } from '../../ui/toast.ts';

const actions = ['block', 'replace', 'approve'] as const;
type WatchedWord = { word: string; action: (typeof actions)[number]; replacement: string };

/** The community's watched words: each blocks, is replaced, or sends a post to the approval queue. */
export function WatchedWordsForm({ saved }: { saved: unknown }) {
  const { t } = useTranslation('admin');
  const { t: translate } = useTranslation();
  const update = useUpdateSetting();
  const legend = useId();
  const [words, setWords] = useState<WatchedWord[]>(() =>
    Array.isArray(saved) ? (saved as WatchedWord[]) : [],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const change = (index: number, next: Partial<WatchedWord>) =>
    setWords((current) => current.map((entry, at) => (at === index ? { ...entry, ...next } : entry)));

  return (
    <form
      className="admin-setting"
      aria-labelledby={legend}
      onSubmit={(event) => {
        event.preventDefault();
        const kept = words.filter((entry) => entry.word.trim());
        update.mutate(
          { key: 'watchedWords', value: kept.map((entry) => ({ ...entry, word: entry.word.trim() })) },
          {
            onSuccess: () => {
              setWords(kept);
              setProblem(null);
              toast.success(t('settings.saved'));
            },
            onError: (error) => setProblem(errorMessageFor(error, translate) ?? t('failed')),
          },
        );
      }}
    >
      <p id={legend} className="admin-card__meta">
        {t('settings.watchedWords.hint')}
      </p>
      <ul className="admin-words" data-testid="watched-words">
        {words.map((entry, index) => (
          <li key={index} className="admin-setting__row">
            <input
              aria-label={t('settings.watchedWords.word')}
              value={entry.word}
              maxLength={limits.settings.watchedWordMaxLength}
              onChange={(event) => change(index, { word: event.target.value })}
              data-testid="watched-word"
            />
            <select
              aria-label={t('settings.watchedWords.action')}
              value={entry.action}
              onChange={(event) => change(index, { action: event.target.value as WatchedWord['action'] })}
              data-testid="watched-word-action"
            >
              {actions.map((action) => (
                <option key={action} value={action}>
                  {t(`settings.watchedWords.actions.${action}`)}
                </option>
              ))}
            </select>
            {entry.action === 'replace' ? (
              <input
                aria-label={t('settings.watchedWords.replacement')}
                value={entry.replacement}
                maxLength={limits.settings.watchedWordMaxLength}
                onChange={(event) => change(index, { replacement: event.target.value })}
              />
            ) : null}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setWords((current) => current.filter((_, at) => at !== index))}
            >
              {t('settings.watchedWords.remove')}
            </button>
          </li>
        ))}
      </ul>
      <span className="admin-setting__row">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={words.length >= limits.settings.watchedWordsMax}
          onClick={() =>
            setWords((current) => [...current, { word: '', action: 'block', replacement: '***' }])
          }
          data-testid="watched-word-add"
        >
          {t('settings.watchedWords.add')}
        </button>
        <button
          type="submit"
          className="button button--small"
          disabled={update.isPending}
          data-testid="watched-words-save"
        >
          {t('settings.save')}
        </button>
      </span>
      {problem ? <p role="alert">{problem}</p> : null}
    </form>
  );
}
