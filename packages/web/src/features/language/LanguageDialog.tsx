import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { LanguageList } from './LanguageList.tsx';

/** The footer's language link opens the same list as the /language page. */
export default function LanguageDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('language.title')} testId="language-dialog">
      <LanguageList />
    </Dialog>
  );
}
