import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { matchRoute, shellChrome } from '@fanzone/contract';
import { AppRoutes } from '../routing/AppRoutes.tsx';
import { CookieNotice } from '../../features/cookies/CookieNotice.tsx';
import { useCountryPrompt } from '../../features/country/useCountryPrompt.ts';
import { BackToTop } from './BackToTop.tsx';
import { ChatWindowHost } from './ChatWindowHost.tsx';
import { CongratulationHost } from './CongratulationHost.tsx';
import { DesktopHeader } from './DesktopHeader.tsx';
import { Footer } from './Footer.tsx';
import { MobileHeader } from './MobileHeader.tsx';
import { TabBar } from './TabBar.tsx';
import { useGrayMode } from './useGrayMode.ts';
import { useMy } from '../../features/identity/queries.ts';
import { useRealtime } from '../../features/realtime/useRealtime.ts';
import { LayoutContext, useMeasuredLayout } from '../../ui/useLayout.ts';

/** Header, page, footer, tab bar and widgets around the routes; app-only routes get the page alone. */
export function Shell() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const layout = useMeasuredLayout();
  const entry = matchRoute(pathname);
  const { chrome, tabBar } = shellChrome(entry, new URLSearchParams(search), layout);
  useGrayMode();
  useCountryPrompt();
  // One socket per tab while signed in: letters and red dots arrive live (ARCHITECTURE §5).
  useRealtime(useMy() !== null);
  useEffect(() => {
    // Block body on purpose: newer browsers return a Promise from scrollTo, which is no effect cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <LayoutContext.Provider value={layout}>
      <ChatWindowHost>
        <div
          className="app"
          data-layout={layout}
          data-chrome={chrome}
          data-tab-bar={tabBar}
          data-route={entry?.name}
        >
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          {chrome && entry ? (
            layout === 'desktop' ? (
              <DesktopHeader />
            ) : (
              <MobileHeader entry={entry} pathname={pathname} />
            )
          ) : null}
          <main id="main" className="app__main" tabIndex={-1}>
            <AppRoutes />
          </main>
          {chrome ? <Footer /> : null}
          {tabBar ? <TabBar /> : null}
          {chrome ? <BackToTop /> : null}
          {chrome ? <CookieNotice /> : null}
          <CongratulationHost />
        </div>
      </ChatWindowHost>
    </LayoutContext.Provider>
  );
}
