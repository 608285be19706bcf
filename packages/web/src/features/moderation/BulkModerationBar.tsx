import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkPostModeration } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { MoveForm } from './MoveForm.tsx';
import { useModerateBoardPosts } from './queries.ts';
import { ReasonForm } from './ReasonField.tsx';
import '../../styles/moderation.css';

type Step = 'shield' | 'move';

/**
 * What a board's moderator does to the posts selected in its list (spec §4 bulk shield, sink and
 * move): each post is moderated as on its own, logged and its author told. Loaded for moderators only.
 */
export default function BulkModerationBar({
  boardId,
  selected,
  onDone,
}: {
  boardId: string;
  selected: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation('moderation');
  const { t: translate } = useTranslation();
  const moderate = useModerateBoardPosts(boardId);
  const [step, setStep] = useState<Step | null>(null);
  const run = (moderation: BulkPostModeration) =>
    moderate.mutate(
      { postIds: [...selected], moderation },
      {
        onSuccess: (result) => {
          toast.success(t('bulk.done', { count: result.posts.length }));
          setStep(null);
          onDone();
        },
        onError: (error) => toast.error(errorMessageFor(error, translate) ?? t('failed')),
      },
    );
  const none = selected.length === 0 || moderate.isPending;
  return (
    <div
      className="bulk-moderation"
      role="toolbar"
      aria-label={t('bulk.label')}
      data-testid="bulk-moderation"
    >
      <span className="bulk-moderation__count" aria-live="polite" data-testid="bulk-count">
        {t('bulk.selected', { count: selected.length })}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={none}
        onClick={() => run({ action: 'sink' })}
        data-testid="bulk-sink"
      >
        {t('actions.sink')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={none}
        onClick={() => setStep('move')}
        data-testid="bulk-move"
      >
        {t('actions.move')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        data-danger
        disabled={none}
        onClick={() => setStep('shield')}
        data-testid="bulk-shield"
      >
        {t('actions.shield')}
      </button>
      <Dialog
        open={step !== null}
        onOpenChange={(open) => (open ? undefined : setStep(null))}
        title={t(step === 'move' ? 'bulk.moveTitle' : 'bulk.shieldTitle', { count: selected.length })}
        variant="sheet"
        testId="bulk-dialog"
      >
        {step === 'move' ? (
          <MoveForm from={{ boardId, sectionId: null }} busy={moderate.isPending} onMove={run} />
        ) : step === 'shield' ? (
          <ReasonForm
            required
            busy={moderate.isPending}
            onSubmit={(reason) => run({ action: 'shield', reason })}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
