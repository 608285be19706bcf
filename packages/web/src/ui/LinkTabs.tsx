import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Link } from './Link.tsx';

/** `active` decides by itself when the tabs differ only by query (NavLink compares paths only). */
type LinkTab = { to: string; label: string; active?: boolean };

/** Tabs that are addresses (profile sections, message tabs): links with aria-current. */
export function LinkTabs({
  label,
  tabs,
  testId,
}: {
  label: string;
  tabs: readonly LinkTab[];
  testId?: string;
}) {
  const list = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  // On a phone the row scrolls sideways: a tab opened by its address (the console's Settings, far
  // along) is brought into the row's view. Only the row scrolls, never the page.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = current.getBoundingClientRect();
    if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left;
    else if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right;
  }, [pathname, search]);
  return (
    <nav ref={list} className="tabs__list" aria-label={label} data-testid={testId}>
      {tabs.map((tab) =>
        tab.active === undefined ? (
          <NavLink key={tab.to} to={tab.to} replace end className="tabs__tab">
            {tab.label}
          </NavLink>
        ) : (
          <Link
            key={tab.to}
            to={tab.to}
            replace
            className="tabs__tab"
            aria-current={tab.active ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ),
      )}
    </nav>
  );
}
