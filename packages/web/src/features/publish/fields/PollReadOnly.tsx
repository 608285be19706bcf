import { useTranslation } from 'react-i18next';
import type { PollView } from '@fanzone/contract';
import { ErrorText } from '../../../ui/ErrorText.tsx';
import { dateTimeFormat } from '../../../platform/intl.ts';

/** Editing a post whose poll is in progress: the poll is shown as it is, with the reason (spec §4). */
export function PollReadOnly({ poll }: { poll: PollView }) {
  const { t, i18n } = useTranslation('publish');
  const deadline = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(poll.deadline * 1000),
  );
  return (
    <section className="poll-readonly" data-testid="poll-readonly" aria-label={t('fields.poll')}>
      <p className="poll-readonly__notice" role="note">
        <ErrorText code="POLL_IN_PROGRESS" />
      </p>
      <h3 className="poll-readonly__title" dir="auto">
        {poll.title}
      </h3>
      <ol className="poll-readonly__options">
        {poll.options.map((option) => (
          <li key={option.id} dir="auto">
            {option.imageUrl ? <img src={option.imageUrl} alt="" /> : null}
            {option.label}
          </li>
        ))}
      </ol>
      <p className="publish-field__hint">
        {t(poll.multiple ? 'poll.multipleChoice' : 'poll.singleChoice')} ·{' '}
        {t('poll.endsAt', { date: deadline })}
      </p>
    </section>
  );
}
