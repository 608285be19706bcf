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
import { ApprovalsSection } from './ApprovalsSection.tsx';
import { MembersSection } from './MembersSection.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { MissionsSection } from './MissionsSection.tsx';
import { MedalsSection } from './MedalsSection.tsx';
import { QuestionnairesSection } from './QuestionnairesSection.tsx';
import { FeedbackSection } from './FeedbackSection.tsx';
import '../../styles/admin.css';
import '../../styles/feedback.css';

/** Each section of the console, in the order of its tabs, and the screen that does its job. */
const sectionViews = {
  reports: ReportsSection,
  approvals: ApprovalsSection,
  members: MembersSection,
  log: StaffLogSection,
  feedback: FeedbackSection,
  missions: MissionsSection,
  medals: MedalsSection,
  questionnaires: QuestionnairesSection,
  settings: SettingsSection,
};
type Section = keyof typeof sectionViews;
const sections = Object.keys(sectionViews) as Section[];
/** Feedback, the rewards catalogue (missions, medals, questionnaires) and settings are for operators (admins); moderators look after content. */
const operatorsOnly: readonly Section[] = ['feedback', 'missions', 'medals', 'questionnaires', 'settings'];

/**
 * The operators' console (`/admin/:section`): a part of the app of its own, loaded only when staff
 * open it. Each section is one job; the server decides what each call shows (a moderator sees their
 * boards, an admin all).
 */
export default function AdminPage({ name }: PageProps) {
  const { t } = useTranslation(['admin', 'titles']);
  const { section } = useParams();
  const my = useMy();
  const shown = sections.filter((entry) => my?.role === 'admin' || !operatorsOnly.includes(entry));
  const current: Section = shown.find((entry) => entry === section) ?? 'reports';
  const CurrentSection = sectionViews[current];
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
        tabs={shown.map((entry) => ({
          to: paths.admin(entry),
          label: t(`sections.${entry}`),
          active: entry === current,
        }))}
        testId="admin-sections"
      />
      <div className="admin-section">
        <CurrentSection />
      </div>
    </PageFrame>
  );
}
