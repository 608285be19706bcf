import { useId, useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { Trans, useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { EventView } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { startLogin } from '../identity/login.ts';
import { useJoinEvent } from './queries.ts';

/** Where the Privacy Policy is read (spec §2 /privacy-policy). */
const privacyPolicyPath = '/privacy-policy';

/**
 * Joining (spec §5): the Privacy Policy must be accepted. The box is checked here first, in the
 * spec's words; the server holds the same rule.
 */
export function JoinPanel({ event, signedIn }: { event: EventView; signedIn: boolean }) {
  const { t } = useTranslation(['events', 'errors']);
  const queryClient = useQueryClient();
  const join = useJoinEvent(event.id);
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  if (event.me?.joined)
    return (
      <p className="event-panel event-joined" data-testid="event-joined">
        {t('join.joined')}
      </p>
    );
  if (!signedIn)
    return (
      <div className="event-panel">
        <button type="button" className="button button--primary" onClick={() => void startLogin(queryClient)}>
          {t('join.login')}
        </button>
      </div>
    );
  return (
    <form
      className="event-panel event-join"
      noValidate
      data-testid="event-join"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        if (!accepted) {
          setProblem(t('errors:PRIVACY_POLICY_REQUIRED'));
          return;
        }
        setProblem(null);
        join.mutate(true, { onError: (error) => setProblem(errorMessageFor(error, t)) });
      }}
    >
      <h2 className="event-heading">{t('join.title')}</h2>
      <label className="event-join__accept" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          onChange={(change) => setAccepted(change.target.checked)}
          aria-invalid={problem ? true : undefined}
          data-testid="event-privacy"
        />{' '}
        <Trans t={t} i18nKey="join.accept" components={{ policy: <Link to={privacyPolicyPath} /> }} />
      </label>
      {problem ? (
        <p role="alert" className="field-problem" data-testid="event-join-problem">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={join.isPending}
        data-testid="event-join-button"
      >
        {t('join.button')}
      </button>
    </form>
  );
}
