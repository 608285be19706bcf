import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { BoardList } from '../../features/boards/BoardList.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import '../../styles/boards.css';

/** Boards grouped by product: the main boards, each with its sub boards (spec §2). */
export default function ProductClassificationPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <BoardList />
    </PageFrame>
  );
}
