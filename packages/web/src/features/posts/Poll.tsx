import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PollView } from '@fanzone/contract';
import { useMy } from '../identity/queries.ts';
import { useAuthActions } from '../identity/useAuthActions.ts';
import { PostImage } from './PostImage.tsx';
import { pollShares, pollStateOf, toggleChoice } from './postState.ts';
import { useVote } from './queries.ts';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { dateTimeFormat } from '../../platform/intl.ts';

/**
 * A post's poll: single or multiple choice while open; once the viewer voted, or after the deadline,
 * the results as bars ('You have already voted', 'This poll has ended'). Visitors are sent to log in.
 */
export function Poll({ postId, poll }: { postId: string; poll: PollView }) {
  const { t, i18n } = useTranslation('posts');
  const my = useMy();
  const { login } = useAuthActions();
  const vote = useVote(postId);
  const [chosen, setChosen] = useState<string[]>([]);
  const state = pollStateOf(poll);
  const name = useId();
  const deadline = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(poll.deadline * 1000),
  );

  const header = (
    <header className="poll__head">
      <h2 className="poll__title" dir="auto" id={`${name}-title`}>
        {poll.title}
      </h2>
      <p className="poll__meta">
        <span>{t(poll.multiple ? 'poll.multiple' : 'poll.single')}</span>
        <span>{t('poll.voters', { count: poll.voterCount })}</span>
        <span data-testid="poll-deadline">
          {state === 'closed' ? t('poll.ended', { date: deadline }) : t('poll.ends', { date: deadline })}
        </span>
      </p>
    </header>
  );

  if (state !== 'open') {
    const shares = pollShares(poll);
    return (
      <section className="poll" aria-labelledby={`${name}-title`} data-testid="poll" data-state={state}>
        {header}
        <ul className="poll__results" data-testid="poll-results">
          {poll.options.map((option) => {
            const share = shares.get(option.id) ?? 0;
            const mine = poll.myVotes.includes(option.id);
            return (
              <li
                key={option.id}
                className={`poll-result${mine ? ' poll-result--mine' : ''}`}
                data-testid={`poll-result-${option.id}`}
              >
                {option.imageUrl ? <PollOptionImage url={option.imageUrl} /> : null}
                <span className="poll-result__label" dir="auto">
                  {option.label}
                  {mine ? <span className="poll-result__mine">{t('poll.myChoice')}</span> : null}
                </span>
                <span className="poll-result__bar" aria-hidden="true">
                  <span className="poll-result__fill" style={{ inlineSize: `${share}%` }} />
                </span>
                <span className="poll-result__value">
                  {t('poll.share', { percent: share, count: option.voteCount })}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="poll__note" role="status" data-testid="poll-note">
          <ErrorText code={state === 'closed' ? 'POLL_CLOSED' : 'POLL_ALREADY_VOTED'} />
        </p>
      </section>
    );
  }

  return (
    <section className="poll" aria-labelledby={`${name}-title`} data-testid="poll" data-state={state}>
      {header}
      <form
        className="poll__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!my) {
            login();
            return;
          }
          if (chosen.length) vote.mutate(chosen);
        }}
      >
        <fieldset className="poll__options">
          <legend className="visually-hidden">{poll.title}</legend>
          {poll.options.map((option) => (
            <label key={option.id} className="poll-option" data-testid={`poll-option-${option.id}`}>
              <input
                type={poll.multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={() => setChosen((current) => toggleChoice(current, option.id, poll.multiple))}
              />
              {option.imageUrl ? <PollOptionImage url={option.imageUrl} /> : null}
              <span dir="auto">{option.label}</span>
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          className="button button--primary"
          disabled={(Boolean(my) && chosen.length === 0) || vote.isPending}
          data-testid="poll-vote"
        >
          {my ? t('poll.vote') : t('poll.logInToVote')}
        </button>
      </form>
    </section>
  );
}

/** Image polls show each option's picture within the display clamp. */
function PollOptionImage({ url }: { url: string }) {
  // The poll carries no picture sizes: drawn as a square within the clamp.
  return <PostImage image={{ url, width: 1, height: 1 }} />;
}
