import { matchPath } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '@fanzone/contract';
import { ShareButton } from '../../features/share/ShareButton.tsx';
import { BackButton } from './BackButton.tsx';
import { ReportMenu } from './ReportMenu.tsx';

/** Tab-bar destinations are roots: no back button there. */
const tabRoots = new Set(['feeds', 'product-classification', 'my-posts', 'my-message']);

/** Back button and page title; plus the Report menu on others' posts and share on collections/videos. */
export function MobileTitledHeader({ entry, pathname }: { entry: RouteEntry; pathname: string }) {
  const { t } = useTranslation('titles');
  const userId = matchPath('/user/:id/posts', pathname)?.params.id;
  const sharedId = matchPath(entry.path, pathname)?.params.id;
  const shareable =
    (entry.name === 'content-collection' || entry.name === 'content-play-video') && Boolean(sharedId);
  return (
    <header className="mobile-header" data-testid="mobile-header">
      {tabRoots.has(entry.name) ? <span className="mobile-header__spacer" /> : <BackButton />}
      <div className="mobile-header__title" data-testid="mobile-header-title">
        {t(entry.name)}
      </div>
      <div className="mobile-header__actions">
        {userId ? <ReportMenu userId={userId} /> : null}
        {shareable ? <ShareButton title={t(entry.name)} /> : null}
        {!userId && !shareable ? <span className="mobile-header__spacer" /> : null}
      </div>
    </header>
  );
}
