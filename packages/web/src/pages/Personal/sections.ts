import type { PageRouteName } from '../pageProps.ts';
import type { IconName } from '../../ui/Icon.tsx';

/** The personal center's sections in navigation order, with their icons. */
export const personalSections = [
  { route: 'my-posts', path: '/personal/posts', icon: 'message' },
  { route: 'my-comments', path: '/personal/comments', icon: 'message' },
  { route: 'my-favourites', path: '/personal/favourites', icon: 'empty' },
  { route: 'my-drafts', path: '/personal/drafts', icon: 'empty' },
  { route: 'my-message', path: '/personal/message', icon: 'message' },
  { route: 'my-following', path: '/personal/following', icon: 'me' },
  { route: 'my-followers', path: '/personal/followers', icon: 'me' },
  { route: 'my-medals', path: '/personal/medals', icon: 'medal' },
  { route: 'my-missions', path: '/personal/missions', icon: 'checkin' },
  { route: 'my-scores', path: '/personal/scores', icon: 'medal' },
  { route: 'my-points', path: '/personal/points', icon: 'medal' },
  { route: 'my-information', path: '/personal/information', icon: 'me' },
  { route: 'my-settings', path: '/personal/settings', icon: 'settings' },
  { route: 'my-about-us', path: '/personal/about-us', icon: 'globe' },
] as const satisfies readonly { route: PageRouteName; path: string; icon: IconName }[];
