import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { useMy } from '../../features/identity/queries.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { ReportsSection } from './ReportsSection.tsx';
import '../../styles/admin.css';
import '../../styles/feedback.css';

/**
 * Each section but the first (the reports queue, where staff land) is its own chunk, loaded when its
 * tab is opened: the console's first view stays within the script budget however many sections it
 * grows.
 */
const StaffLogSection = lazy(() =>
  import('./StaffLogSection.tsx').then((module) => ({ default: module.StaffLogSection })),
);
const ApprovalsSection = lazy(() =>
  import('./ApprovalsSection.tsx').then((module) => ({ default: module.ApprovalsSection })),
);
const MembersSection = lazy(() =>
  import('./MembersSection.tsx').then((module) => ({ default: module.MembersSection })),
);
const SettingsSection = lazy(() =>
  import('./SettingsSection.tsx').then((module) => ({ default: module.SettingsSection })),
);
const MissionsSection = lazy(() =>
  import('./MissionsSection.tsx').then((module) => ({ default: module.MissionsSection })),
);
const MedalsSection = lazy(() =>
  import('./MedalsSection.tsx').then((module) => ({ default: module.MedalsSection })),
);
const QuestionnairesSection = lazy(() =>
  import('./QuestionnairesSection.tsx').then((module) => ({ default: module.QuestionnairesSection })),
);
const FeedbackSection = lazy(() =>
  import('./FeedbackSection.tsx').then((module) => ({ default: module.FeedbackSection })),
);
const BoardsSection = lazy(() =>
  import('./BoardsSection.tsx').then((module) => ({ default: module.BoardsSection })),
);
const LinksSection = lazy(() =>
  import('./LinksSection.tsx').then((module) => ({ default: module.LinksSection })),
);
const CollectionsSection = lazy(() =>
  import('./CollectionsSection.tsx').then((module) => ({ default: module.CollectionsSection })),
);
const ContentPagesSection = lazy(() =>
  import('./ContentPagesSection.tsx').then((module) => ({ default: module.ContentPagesSection })),
);
const PromotionsSection = lazy(() =>
  import('./PromotionsSection.tsx').then((module) => ({ default: module.PromotionsSection })),
);
const CertificationSection = lazy(() =>
  import('./CertificationSection.tsx').then((module) => ({ default: module.CertificationSection })),
);
const EventsSection = lazy(() =>
  import('./EventsSection.tsx').then((module) => ({ default: module.EventsSection })),
);

/** Each section of the console, in the order of its tabs, and the screen that does its job. */
const sectionViews = {
  reports: ReportsSection,
  approvals: ApprovalsSection,
  members: MembersSection,
  log: StaffLogSection,
  feedback: FeedbackSection,
  boards: BoardsSection,
  links: LinksSection,
  collections: CollectionsSection,
  contentPages: ContentPagesSection,
  promotions: PromotionsSection,
  certification: CertificationSection,
  missions: MissionsSection,
  medals: MedalsSection,
  questionnaires: QuestionnairesSection,
  events: EventsSection,
  settings: SettingsSection,
};
type Section = keyof typeof sectionViews;
const sections = Object.keys(sectionViews) as Section[];
/**
 * Feedback, the community's structure (boards, navigation), the rewards catalogue (missions, medals,
 * questionnaires) and settings are for operators (admins); moderators look after content.
 */
const operatorsOnly: readonly Section[] = [
  'feedback',
  'boards',
  'links',
  'collections',
  'contentPages',
  'promotions',
  'certification',
  'missions',
  'medals',
  'questionnaires',
  'events',
  'settings',
];

/**
 * The operators' console (`/admin/:section`): a part of the app of its own, loaded only when staff
 * open it. Each section is one job; the server decides what each call shows (a moderator sees their
 * boards, an admin all).
 */
export default function AdminPage({ name }: PageProps) {
  // errors: the console's forms say some problems in the catalogue's words; loaded with the console,
  // a form opened later never suspends the section (which took focus away from the sheet's opener).
  const { t } = useTranslation(['admin', 'titles', 'errors']);
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
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <CurrentSection />
        </Suspense>
      </div>
    </PageFrame>
  );
}
