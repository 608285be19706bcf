import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessageFor } from '../../platform/errors.ts';
import type { BrowseTask } from './useBrowseTask.ts';
import { useBrowseTask } from './useBrowseTask.ts';
import '../../styles/rewards.css';

/** What the chip says outside the countdown (announced politely); null while counting. */
function statusText(task: BrowseTask, t: TFunction): string | null {
  switch (task.phase) {
    case 'idle':
    case 'counting':
      return null;
    case 'starting':
      return t('rewards.browse.starting');
    case 'finishing':
      return t('rewards.browse.finishing');
    case 'done':
      return t(task.counted ? 'rewards.browse.done' : 'rewards.browse.alreadyDone');
    case 'failed':
      return errorMessageFor(task.error, t) ?? t('common:networkError');
  }
}

/**
 * The brand page task's small chip, on the page the task opens (`?task=browse`): the seconds left
 * (a timer, not read out every second), then whether the task counted.
 */
export function BrowseTaskChip() {
  const { t } = useTranslation('personal');
  const task = useBrowseTask(true);
  if (task.phase === 'idle') return null;
  return (
    <div className="browse-chip" data-testid="browse-chip" data-phase={task.phase}>
      <span className="browse-chip__label">{t('rewards.browse.label')}</span>
      {task.phase === 'counting' ? (
        <span role="timer" className="browse-chip__time" data-testid="browse-countdown">
          {t('rewards.browse.counting', { seconds: task.remaining })}
        </span>
      ) : null}
      <span role="status">{statusText(task, t)}</span>
    </div>
  );
}
