import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentModeration, Reply } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useModerateComment } from './queries.ts';
import { ReasonForm } from './ReasonField.tsx';
import '../../styles/moderation.css';

type Step = 'actions' | 'shield' | 'remove';

/**
 * The moderation menu of a comment or reply, for the moderators of the post's board: shield it
 * (hidden from members, its author told why) or bring it back, or remove it with its replies.
 */
export default function CommentModerationMenu({ comment }: { comment: Reply }) {
  const { t } = useTranslation('moderation');
  const { t: translate } = useTranslation();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('actions');
  const moderate = useModerateComment(comment.id);

  const run = (moderation: CommentModeration) =>
    moderate.mutate(moderation, {
      onSuccess: () => {
        toast.success(t(`done.${moderation.action}`));
        setOpen(false);
        setStep('actions');
      },
      onError: (error) => toast.error(errorMessageFor(error, translate) ?? t('failed')),
    });

  return (
    <>
      <button
        type="button"
        className="post-action"
        onClick={() => setOpen(true)}
        data-testid="comment-moderate"
      >
        {t('open')}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setStep('actions');
        }}
        title={t(step === 'actions' ? 'comment.title' : `comment.${step}`)}
        variant="sheet"
        testId="comment-moderation-dialog"
      >
        {step === 'actions' ? (
          <ul className="moderation-actions">
            <li>
              {comment.shielded ? (
                <button
                  type="button"
                  className="button button--secondary moderation-actions__item"
                  disabled={moderate.isPending}
                  onClick={() => run({ action: 'unshield' })}
                  data-testid="moderate-unshield"
                >
                  {t('actions.unshield')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--secondary moderation-actions__item"
                  data-danger
                  onClick={() => setStep('shield')}
                  data-testid="moderate-shield"
                >
                  {t('actions.shield')}
                </button>
              )}
            </li>
            <li>
              <button
                type="button"
                className="button button--secondary moderation-actions__item"
                data-danger
                onClick={() => setStep('remove')}
                data-testid="moderate-remove"
              >
                {t('actions.remove')}
              </button>
            </li>
          </ul>
        ) : (
          <ReasonForm
            required
            busy={moderate.isPending}
            onSubmit={(reason) => run({ action: step, reason })}
          />
        )}
      </Dialog>
    </>
  );
}
