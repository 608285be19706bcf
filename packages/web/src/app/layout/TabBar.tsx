import { Suspense, lazy, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../ui/Link.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { startLogin } from '../../features/identity/login.ts';
import { useMy } from '../../features/identity/queries.ts';
import { Icon } from '../../ui/Icon.tsx';
import { RedDot } from '../../ui/RedDot.tsx';
import { useBadges } from './useBadges.ts';

const PublishSheet = lazy(() => import('../../features/publish/PublishSheet.tsx'));

/** Mobile tab bar of spec §2: Home, Board, publish plus, Message, Me. */
export function TabBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const my = useMy();
  const queryClient = useQueryClient();
  const badges = useBadges();
  const [publishing, setPublishing] = useState(false);
  const current = (active: boolean) => (active ? ('page' as const) : undefined);

  return (
    <nav className="tab-bar" aria-label={t('tabs.label')} data-testid="tab-bar">
      <Link
        to={paths.home()}
        className="tab-bar__item"
        aria-current={current(pathname === '/')}
        onClick={(event) => {
          // Home on home reloads the page (spec §2).
          if (pathname === '/') {
            event.preventDefault();
            window.location.reload();
          }
        }}
        data-testid="tab-home"
      >
        <Icon name="home" />
        <span>{t('tabs.home')}</span>
      </Link>
      <Link
        to={paths.boardDetail(undefined, true)}
        className="tab-bar__item"
        aria-current={current(pathname.startsWith('/board/detail') && search.get('join') === 'true')}
        data-testid="tab-board"
      >
        <Icon name="board" />
        <span>{t('tabs.board')}</span>
      </Link>
      <button
        type="button"
        className="tab-bar__item tab-bar__publish"
        aria-label={t('tabs.publish')}
        data-testid="tab-publish"
        onClick={() => (my ? setPublishing(true) : void startLogin(queryClient))}
      >
        <span className="tab-bar__plus">
          <Icon name="plus" />
        </span>
      </button>
      <Link
        to={paths.myMessage(badges.messageTab)}
        className="tab-bar__item"
        aria-current={current(pathname === '/personal/message')}
        data-testid="tab-message"
      >
        <span className="tab-bar__icon">
          <Icon name="message" />
          {badges.message ? <RedDot label={t('badges.newMessage')} /> : null}
        </span>
        <span>{t('tabs.message')}</span>
      </Link>
      <Link
        to="/personal/posts"
        className="tab-bar__item"
        aria-current={current(pathname === '/personal/posts')}
        data-testid="tab-me"
      >
        <span className="tab-bar__icon">
          <Icon name="me" />
          {badges.me ? <RedDot label={t('badges.me')} /> : null}
        </span>
        <span>{t('tabs.me')}</span>
      </Link>
      {publishing ? (
        <Suspense fallback={null}>
          <PublishSheet open={publishing} onOpenChange={setPublishing} />
        </Suspense>
      ) : null}
    </nav>
  );
}
