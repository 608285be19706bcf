import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  onConfirm: () => void;
  busy?: boolean;
  testId?: string;
};

/** A question with Cancel and Confirm; Cancel is focused first, Esc cancels. */
export function ConfirmDialog({ open, onOpenChange, message, onConfirm, busy, testId }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={message} testId={testId}>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onOpenChange(false)}
          autoFocus
        >
          {t('cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
          {t('confirm')}
        </button>
      </div>
    </Dialog>
  );
}
