import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { BrowseTaskChip } from '../../features/gamification/BrowseTaskChip.tsx';
import { isBrowseTask } from '../../features/gamification/useBrowseTask.ts';
import { useMy } from '../../features/identity/queries.ts';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { AboutText } from '../AboutUs/AboutText.tsx';
import { DraftsSection } from './DraftsSection.tsx';
import { FollowSection } from './FollowSection.tsx';
import { InformationSection } from './InformationSection.tsx';
import { MedalsSection } from './MedalsSection.tsx';
import { MissionsSection } from './MissionsSection.tsx';
import { MessageSection } from './MessageSection.tsx';
import { PersonalHeader } from './PersonalHeader.tsx';
import { PersonalNav } from './PersonalNav.tsx';
import { PointsSection } from './PointsSection.tsx';
import { MyCommentsSection, MyFavouritesSection, MyPostsSection } from './PostSections.tsx';
import { ScoresSection } from './ScoresSection.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** The shell's congratulation popup loads with this chunk (app/layout/CongratulationHost.tsx). */
export { default as CongratulationPopup } from '../../features/gamification/CongratulationPopup.tsx';

/** The personal center: the member's card, its navigation and the chosen section. */
export default function PersonalPage({ name }: PageProps) {
  const { t } = useTranslation('personal');
  const my = useMy();
  const [search] = useSearchParams();
  const title = t(`titles:${name}`);

  // About us is public; visitors get the text without the personal center around it.
  if (!my) {
    return (
      <PageFrame title={title}>
        <AboutText />
      </PageFrame>
    );
  }

  let content;
  if (name === 'my-message') content = <MessageSection />;
  else if (name === 'my-information') content = <InformationSection my={my} />;
  else if (name === 'my-settings') content = <SettingsSection />;
  else if (name === 'my-about-us')
    // About us is the brand page: the brand page task (a mission's Go) counts its browsing here.
    content = (
      <>
        {isBrowseTask(search) ? <BrowseTaskChip /> : null}
        <AboutText />
      </>
    );
  else if (name === 'my-followers') content = <FollowSection userId={my.id} kind="followers" />;
  else if (name === 'my-following') content = <FollowSection userId={my.id} kind="following" />;
  else if (name === 'my-posts') content = <MyPostsSection userId={my.id} />;
  else if (name === 'my-comments') content = <MyCommentsSection />;
  else if (name === 'my-favourites') content = <MyFavouritesSection />;
  else if (name === 'my-drafts') content = <DraftsSection />;
  else if (name === 'my-medals') content = <MedalsSection />;
  else if (name === 'my-missions') content = <MissionsSection />;
  else if (name === 'my-points') content = <PointsSection />;
  else if (name === 'my-scores') content = <ScoresSection />;
  // The page serves only the personal routes; /personal itself redirects to my-posts.
  else content = <MyPostsSection userId={my.id} />;

  return (
    <div className="personal" data-testid="personal-center">
      <aside className="personal__aside">
        <PersonalHeader my={my} />
        <PersonalNav />
      </aside>
      <PageFrame title={title}>{content}</PageFrame>
    </div>
  );
}
