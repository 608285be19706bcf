import { useTranslation } from 'react-i18next';
import { DraftList } from '../../features/drafts/DraftList.tsx';
import '../../styles/publish.css';

/** The member's draft box (spec §2 /personal/drafts). */
export function DraftsSection() {
  const { t } = useTranslation('personal');
  return <DraftList emptyText={t('empty.drafts')} />;
}
