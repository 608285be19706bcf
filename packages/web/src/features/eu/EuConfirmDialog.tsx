import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';

/** The blocking data-transfer statement of the global build (spec §4): Confirm or Cancel. */
export default function EuConfirmDialog({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      title={t('eu.title')}
      description={t('eu.statement')}
      blocking
      testId="eu-confirm"
    >
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} data-testid="eu-cancel">
          {t('common:cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onConfirm}
          data-testid="eu-confirm-button"
        >
          {t('common:confirm')}
        </button>
      </div>
    </Dialog>
  );
}
