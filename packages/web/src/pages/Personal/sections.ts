import type { PageRouteName } from '../../app/routing/pages.ts';
import type { IconName } from '../../ui/Icon.tsx';

/** The personal center's sections in navigation order, with the empty text of the list ones. */
export const personalSections = [
  { route: 'my-posts', path: '/personal/posts', empty: 'personal:empty.posts', icon: 'message' },
  { route: 'my-comments', path: '/personal/comments', empty: 'personal:empty.comments', icon: 'message' },
  { route: 'my-favourites', path: '/personal/favourites', empty: 'personal:empty.favourites', icon: 'empty' },
  { route: 'my-drafts', path: '/personal/drafts', empty: 'personal:empty.drafts', icon: 'empty' },
  { route: 'my-message', path: '/personal/message', empty: 'personal:empty.messages', icon: 'message' },
  { route: 'my-following', path: '/personal/following', empty: 'personal:empty.following', icon: 'me' },
  { route: 'my-followers', path: '/personal/followers', empty: 'personal:empty.followers', icon: 'me' },
  { route: 'my-medals', path: '/personal/medals', empty: 'personal:empty.medals', icon: 'medal' },
  { route: 'my-missions', path: '/personal/missions', empty: 'personal:empty.missions', icon: 'checkin' },
  { route: 'my-scores', path: '/personal/scores', empty: 'personal:empty.scores', icon: 'medal' },
  { route: 'my-points', path: '/personal/points', empty: 'personal:empty.points', icon: 'medal' },
  { route: 'my-information', path: '/personal/information', empty: null, icon: 'me' },
  { route: 'my-settings', path: '/personal/settings', empty: null, icon: 'settings' },
  { route: 'my-about-us', path: '/personal/about-us', empty: null, icon: 'globe' },
] as const satisfies readonly { route: PageRouteName; path: string; empty: string | null; icon: IconName }[];

export type PersonalRoute = (typeof personalSections)[number]['route'];

export function isPersonalRoute(name: string): name is PersonalRoute {
  return personalSections.some((section) => section.route === name);
}
