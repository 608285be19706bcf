import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageProps, PageRouteName } from '../../pages/pageProps.ts';
import { lazyPage } from './lazyPage.ts';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>> & { preload: () => void };

const Home = lazyPage(() => import('../../pages/Home/HomePage.tsx'));
const Search = lazyPage(() => import('../../pages/Search/SearchPage.tsx'));
const Feeds = lazyPage(() => import('../../pages/Feeds/FeedsPage.tsx'));
const BoardDetail = lazyPage(() => import('../../pages/BoardDetail/BoardDetailPage.tsx'));
const BugReport = lazyPage(() => import('../../pages/BugReport/BugReportPage.tsx'));
const ProductClassification = lazyPage(
  () => import('../../pages/ProductClassification/ProductClassificationPage.tsx'),
);
const Publish = lazyPage(() => import('../../pages/Publish/PublishPage.tsx'));
const PostDetails = lazyPage(() => import('../../pages/PostDetails/PostDetailsPage.tsx'));
const PostList = lazyPage(() => import('../../pages/PostList/PostListPage.tsx'));
const Personal = lazyPage(() => import('../../pages/Personal/PersonalPage.tsx'));
const UserProfile = lazyPage(() => import('../../pages/UserProfile/UserProfilePage.tsx'));
const Questionnaire = lazyPage(() => import('../../pages/Questionnaire/QuestionnairePage.tsx'));
const Report = lazyPage(() => import('../../pages/Report/ReportPage.tsx'));
const Feedback = lazyPage(() => import('../../pages/Feedback/FeedbackPage.tsx'));
const Language = lazyPage(() => import('../../pages/Language/LanguagePage.tsx'));
const MessageDetails = lazyPage(() => import('../../pages/MessageDetails/MessageDetailsPage.tsx'));
const AboutUs = lazyPage(() => import('../../pages/AboutUs/AboutUsPage.tsx'));
const CheckinCalendar = lazyPage(() => import('../../pages/CheckinCalendar/CheckinCalendarPage.tsx'));
const Policy = lazyPage(() => import('../../pages/Policy/PolicyPage.tsx'));
const Checkin = lazyPage(() => import('../../pages/Checkin/CheckinPage.tsx'));
const Discover = lazyPage(() => import('../../pages/Discover/DiscoverPage.tsx'));
const Warranty = lazyPage(() => import('../../pages/Warranty/WarrantyPage.tsx'));
const Club = lazyPage(() => import('../../pages/Club/ClubPage.tsx'));
const ContentCollection = lazyPage(() => import('../../pages/ContentCollection/ContentCollectionPage.tsx'));
const ContentPlayVideo = lazyPage(() => import('../../pages/ContentPlayVideo/ContentPlayVideoPage.tsx'));
const ContentCompetition = lazyPage(
  () => import('../../pages/ContentCompetition/ContentCompetitionPage.tsx'),
);
const UserReport = lazyPage(() => import('../../pages/UserReport/UserReportPage.tsx'));
const UgcCertification = lazyPage(() => import('../../pages/UgcCertification/UgcCertificationPage.tsx'));
const FreeGift = lazyPage(() => import('../../pages/FreeGift/FreeGiftPage.tsx'));

/** The one lazy page table of spec §2: the type makes a route without a page a compile error. */
export const pageComponents: Record<PageRouteName, LazyPage> = {
  home: Home,
  search: Search,
  feeds: Feeds,
  'board-detail': BoardDetail,
  'bug-report': BugReport,
  'product-classification': ProductClassification,
  'publish-post': Publish,
  'publish-topic': Publish,
  'publish-edit-picture': Publish,
  'publish-select-section': Publish,
  'publish-bug-report': Publish,
  'publish-share': Publish,
  'post-details': PostDetails,
  'post-list': PostList,
  'post-details-h5': PostDetails,
  'my-medals': Personal,
  'my-information': Personal,
  'my-posts': Personal,
  'my-comments': Personal,
  'my-favourites': Personal,
  'my-scores': Personal,
  'my-points': Personal,
  'my-following': Personal,
  'my-followers': Personal,
  'my-missions': Personal,
  'my-message': Personal,
  'my-drafts': Personal,
  'my-settings': Personal,
  'my-about-us': Personal,
  'user-posts': UserProfile,
  'user-following': UserProfile,
  'user-followers': UserProfile,
  'user-medals': UserProfile,
  questionnaire: Questionnaire,
  report: Report,
  feedback: Feedback,
  language: Language,
  'app-message-details': MessageDetails,
  'app-about-us': AboutUs,
  'app-checkin-calendar': CheckinCalendar,
  'app-privacy-policy': Policy,
  'app-privacy-policy-summary': Policy,
  'app-user-agreement': Policy,
  'app-policy-3party-sdk': Policy,
  'app-policy-collections': Policy,
  checkin: Checkin,
  'check-in': Checkin,
  'link-discover': Discover,
  'link-discover-model': Discover,
  'privacy-policy': Policy,
  'cookie-policy': Policy,
  'user-agreement': Policy,
  'policy-3party-sdk': Policy,
  'policy-collections': Policy,
  'terms-and-conditions': Policy,
  'narzo-warranty': Warranty,
  'narzo-extended-warranty': Warranty,
  'realme-club': Club,
  'content-collection': ContentCollection,
  'content-play-video': ContentPlayVideo,
  'content-competition': ContentCompetition,
  'user-report-2024': UserReport,
  'ugc-certification': UgcCertification,
  'free-gift': FreeGift,
  'policy-version': Policy,
};

/**
 * Translation namespaces a first view needs besides the shell's: loaded with the shell's instead of
 * after the page has rendered once (one round trip less on a slow network). A page missing here, or a
 * namespace missing from its list, still loads; only later.
 */
const firstViewNamespaces: Partial<Record<PageRouteName, readonly string[]>> = {
  home: ['pages', 'posts'],
  'post-details': ['pages', 'posts'],
  'board-detail': ['pages', 'posts'],
  'product-classification': ['pages'],
  'check-in': ['pages', 'checkIn'],
  checkin: ['pages', 'checkIn'],
};

/**
 * Starts fetching the page of the address the app opens on, with the translations it needs, while
 * the shell's own start up: the page's chunk no longer waits for the first render to be asked for.
 */
export function preloadFirstView(name: string): readonly string[] {
  if (!Object.hasOwn(pageComponents, name)) return [];
  pageComponents[name as PageRouteName].preload();
  return firstViewNamespaces[name as PageRouteName] ?? [];
}
