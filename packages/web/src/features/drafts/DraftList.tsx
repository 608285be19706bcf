import { useEffect, useRef, useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { formatTimestamp } from '../../ui/time.ts';
import { publishPathOf } from '../publish/publishPaths.ts';
import { useClearDrafts, useDeleteDraft, useDrafts, useMarkDraftsSeen } from './queries.ts';

/**
 * The draft box (spec §2 /personal/drafts): open a draft in its publish page, delete one, or clear
 * them all after confirming. Opening the box marks the drafts seen (the Me red dot goes out).
 */
export function DraftList({ emptyText }: { emptyText: string }) {
  const { t, i18n } = useTranslation('publish');
  const drafts = useDrafts();
  const remove = useDeleteDraft();
  const clear = useClearDrafts();
  const [confirming, setConfirming] = useState(false);
  const [now] = useState(() => Date.now());
  useMarkSeenOnce();

  if (drafts.isPending) return <Spinner label={t('common:loading')} />;
  if (drafts.isError)
    return (
      <EmptyState text={t('drafts.loadFailed')}>
        <button type="button" className="button button--primary" onClick={() => void drafts.refetch()}>
          {t('drafts.retry')}
        </button>
      </EmptyState>
    );
  if (!drafts.data.length) return <EmptyState text={emptyText} />;

  return (
    <div className="draft-box" data-testid="draft-box">
      <div className="draft-box__bar">
        <span className="draft-box__count">{t('drafts.count', { count: drafts.data.length })}</span>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setConfirming(true)}
          data-testid="drafts-clear"
        >
          {t('drafts.clear')}
        </button>
      </div>
      <ul className="draft-list" data-testid="draft-list">
        {drafts.data.map((draft) => (
          <li key={draft.id} className="draft-list__item" data-testid="draft-item" data-draft-id={draft.id}>
            <Link
              className="draft-list__open"
              to={publishPathOf(draft.kind, { draft: draft.id })}
              data-testid="draft-open"
            >
              <span className="draft-list__title" dir="auto">
                {draft.title || t('drafts.untitled')}
              </span>
              <span className="draft-list__meta">
                {t(`kinds.${draft.kind}`)} ·{' '}
                {t('drafts.savedAt', { time: formatTimestamp(draft.updatedAt, now, i18n.language, t) })}
              </span>
            </Link>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={remove.isPending && remove.variables === draft.id}
              onClick={() => remove.mutate(draft.id)}
              data-testid="draft-delete"
            >
              {t('drafts.delete')}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={t('drafts.clearConfirm')}
        busy={clear.isPending}
        testId="drafts-clear-confirm"
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}

/** Tells the server once per visit that the drafts were seen. */
function useMarkSeenOnce() {
  const { mutate } = useMarkDraftsSeen();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
}
