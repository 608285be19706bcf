import type { ReactNode } from 'react';
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link, isPlainClick } from '../../ui/Link.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { useLayout } from '../../ui/useLayout.ts';
import type { AppPromptReason } from './AppPrompt.tsx';
import { bannerTarget } from './bannerTarget.ts';
import { tcmDetailOptions } from './queries.ts';

/** The prompt is needed only once a banner for the app is tapped: its own chunk and texts. */
const AppPrompt = lazy(() => import('./AppPrompt.tsx'));

/**
 * One banner of a banner group (home or board page, spec §3) as a link that follows the spec's link
 * types (§2). A topic banner asks what its item is first: a plain Collection opens its page (any
 * item does inside the apps), a Topic says 'Go to the app to explore/experience more features. GO';
 * a failed lookup is only logged (§7) and the page says it has expired. A type the web does not know
 * says 'Please visit the app to view' (§8).
 */
export function BannerLink({
  banner,
  children,
}: {
  banner: { redirectType: string; resource: string; title: string };
  children: ReactNode;
}) {
  const layout = useLayout();
  const { inApp } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState<AppPromptReason | null>(null);
  const target = bannerTarget(banner, layout);

  const promptShown = prompt ? (
    <Suspense fallback={null}>
      <AppPrompt reason={prompt} onClose={() => setPrompt(null)} />
    </Suspense>
  ) : null;

  if (target.kind === 'internal') return <Link to={target.path}>{children}</Link>;
  if (target.kind === 'external')
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  if (target.kind === 'appOnly')
    return (
      <>
        <button
          type="button"
          className="banner-link"
          onClick={() => setPrompt('visitApp')}
          data-testid="banner-app-only"
        >
          {children}
        </button>
        {promptShown}
      </>
    );
  const page = paths.contentCollection(target.id);
  return (
    <>
      <a
        href={page}
        onClick={(event) => {
          if (event.defaultPrevented || !isPlainClick(event)) return;
          event.preventDefault();
          queryClient.fetchQuery(tcmDetailOptions(target.id)).then(
            (detail) =>
              detail.tcmType === 'Collection' || inApp ? void navigate(page) : setPrompt('exploreInApp'),
            // Logged by the lookup itself; the page says 'This page has expired.'
            () => void navigate(page),
          );
        }}
        data-testid="banner-tcm"
      >
        {children}
      </a>
      {promptShown}
    </>
  );
}
