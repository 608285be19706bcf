import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostDetail, PostModeration } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useModeratePost } from './queries.ts';
import { ReasonForm } from './ReasonField.tsx';
import { MoveForm } from './MoveForm.tsx';
import '../../styles/moderation.css';

type Moderation = PostModeration | { action: 'feature' | 'unfeature' };
/** The step of the dialog: the list of actions, or the form one of them needs. */
type Step = 'actions' | 'shield' | 'remove' | 'lock' | 'move' | 'reject';

/**
 * The moderation menu of a post, for the moderators of its board (spec §4 Moderation): pin in the
 * sub board or the main board, feature, sink, lock, shield, remove and move, each with its undo.
 * Shielding and removing ask why (the author is told); moving asks where.
 */
export default function PostModerationMenu({ post }: { post: PostDetail }) {
  const { t } = useTranslation('moderation');
  const { t: translate } = useTranslation();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('actions');
  const moderate = useModeratePost(post.id);

  const run = (moderation: Moderation) =>
    moderate.mutate(moderation, {
      onSuccess: () => {
        toast.success(t(`done.${moderation.action}`));
        setOpen(false);
        setStep('actions');
      },
      onError: (error) => toast.error(errorMessageFor(error, translate) ?? t('failed')),
    });

  // Each entry: its key (label and test id), whether it applies now, and what it does or asks first.
  // A post waiting for approval is approved or not first; it may still be moved or removed.
  const waitingActions: { key: string; shown: boolean; next?: Step; moderation?: Moderation }[] = [
    { key: 'approve', shown: true, moderation: { action: 'approve' } },
    { key: 'reject', shown: true, next: 'reject' },
    { key: 'move', shown: true, next: 'move' },
    { key: 'remove', shown: true, next: 'remove' },
  ];
  const liveActions: { key: string; shown: boolean; next?: Step; moderation?: Moderation }[] = [
    { key: 'pinSub', shown: post.pinned !== 'sub', moderation: { action: 'pin', place: 'sub' } },
    { key: 'pinMain', shown: post.pinned !== 'main', moderation: { action: 'pin', place: 'main' } },
    { key: 'unpin', shown: post.pinned !== null, moderation: { action: 'unpin' } },
    { key: 'feature', shown: !post.featured, moderation: { action: 'feature' } },
    { key: 'unfeature', shown: post.featured, moderation: { action: 'unfeature' } },
    { key: 'sink', shown: !post.sunk && !post.shielded, moderation: { action: 'sink' } },
    { key: 'unsink', shown: post.sunk, moderation: { action: 'unsink' } },
    { key: 'lock', shown: !post.commentsLocked && !post.shielded, next: 'lock' },
    { key: 'unlock', shown: post.commentsLocked, moderation: { action: 'unlock' } },
    { key: 'move', shown: true, next: 'move' },
    { key: 'shield', shown: !post.shielded, next: 'shield' },
    { key: 'unshield', shown: post.shielded, moderation: { action: 'unshield' } },
    { key: 'remove', shown: true, next: 'remove' },
  ];
  const actions = post.pending ? waitingActions : liveActions;

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
        data-testid="post-moderate"
      >
        {t('open')}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setStep('actions');
        }}
        title={t(step === 'actions' ? 'title' : `steps.${step}`)}
        variant="sheet"
        testId="moderation-dialog"
      >
        {step === 'actions' ? (
          <ul className="moderation-actions">
            {actions
              .filter((entry) => entry.shown)
              .map((entry) => (
                <li key={entry.key}>
                  <button
                    type="button"
                    className="button button--secondary moderation-actions__item"
                    data-danger={['remove', 'shield', 'reject'].includes(entry.key) || undefined}
                    disabled={moderate.isPending}
                    onClick={() => (entry.next ? setStep(entry.next) : run(entry.moderation!))}
                    data-testid={`moderate-${entry.key}`}
                  >
                    {t(`actions.${entry.key}`)}
                  </button>
                </li>
              ))}
          </ul>
        ) : step === 'move' ? (
          <MoveForm
            from={{ boardId: post.board.id, sectionId: post.section?.id ?? null }}
            busy={moderate.isPending}
            onMove={run}
          />
        ) : (
          <ReasonForm
            required={step !== 'lock'}
            busy={moderate.isPending}
            onSubmit={(reason) =>
              run(
                step === 'lock'
                  ? { action: 'lock', ...(reason ? { reason } : {}) }
                  : { action: step as 'shield' | 'remove' | 'reject', reason },
              )
            }
          />
        )}
      </Dialog>
    </>
  );
}
