import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeTable } from '@fanzone/contract';
import type { PageRouteName } from '../../pages/pageProps.ts';
import { pageComponents } from './pages.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { LoginRequired } from './LoginRequired.tsx';
import { useMy } from '../../features/identity/queries.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

const loginRequired = new Set<string>(
  routeTable.filter((entry) => 'loginRequired' in entry && entry.loginRequired).map((entry) => entry.name),
);

/** One route: title, login guard, the lazily loaded page, and a failure screen if its chunk fails. */
export function RoutePage({ name }: { name: PageRouteName }) {
  // Only a path the contract matched reaches here (`AppRoutes`): a policy version is letters, then
  // digits and dots, by the contract's own pattern.
  return <GuardedPage name={name} pathname={useLocation().pathname} />;
}

function GuardedPage({ name, pathname }: { name: PageRouteName; pathname: string }) {
  const { t } = useTranslation('common');
  const my = useMy();
  useDocumentTitle(name);
  if (loginRequired.has(name) && !my) return <LoginRequired />;
  const Page = pageComponents[name];
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={() => (
        <EmptyState text={t('networkError')}>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('reload')}
          </button>
        </EmptyState>
      )}
    >
      <Suspense fallback={<Spinner label={t('loading')} testId="page-loading" />}>
        <Page name={name} />
      </Suspense>
    </ErrorBoundary>
  );
}
