import { useTranslation } from 'react-i18next';
import type { ReportTargetKind } from '@fanzone/contract';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { ReportForm } from './ReportForm.tsx';

/** The report dialog of a post or a comment (spec §2 'report dialog'), loaded when first opened. */
export default function ReportDialog({
  target,
  onClose,
}: {
  target: { kind: Exclude<ReportTargetKind, 'member'>; id: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`title.${target.kind}`)}
      variant="sheet"
      testId="report-dialog"
    >
      <ReportForm
        target={target}
        onDone={() => {
          toast.success(t('thanks'));
          onClose();
        }}
      />
    </Dialog>
  );
}
