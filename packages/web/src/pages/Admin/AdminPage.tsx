import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { useMy } from '../../features/identity/queries.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { ReportsSection } from './ReportsSection.tsx';
import { StaffLogSection } from './StaffLogSection.tsx';
import '../../styles/admin.css';

const sections = ['reports', 'log'] as const;
type Section = (typeof sections)[number];
const isSection = (value: string | undefined): value is Section => sections.includes(value as Section);

/**
 * The operators' console (`/admin/:section`): a part of the app of its own, loaded only when staff
 * open it. Each section is one job; the server decides what each call shows (a moderator sees their
 * boards, an admin all).
 */
export default function AdminPage({ name }: PageProps) {
  const { t } = useTranslation(['admin', 'titles']);
  const { section } = useParams();
  const my = useMy();
  const current: Section = isSection(section) ? section : 'reports';
  if (!my || my.role === 'member')
    return (
      <PageFrame title={t(`titles:${name}`)}>
        <EmptyState text={t('staffOnly')} />
      </PageFrame>
    );
  return (
    <PageFrame title={t(`titles:${name}`)} testId="admin">
      <LinkTabs
        label={t('sectionsLabel')}
        tabs={sections.map((entry) => ({
          to: paths.admin(entry),
          label: t(`sections.${entry}`),
          active: entry === current,
        }))}
        testId="admin-sections"
      />
      <div className="admin-section">{current === 'reports' ? <ReportsSection /> : <StaffLogSection />}</div>
    </PageFrame>
  );
}
