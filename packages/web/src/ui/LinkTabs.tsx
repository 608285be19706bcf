import { Link, NavLink } from 'react-router';

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
  return (
    <nav className="tabs__list" aria-label={label} data-testid={testId}>
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
