import { NavLink } from 'react-router';
import { linkTarget } from '@fanzone/contract';
import { useNavigationItems } from '../../features/site/queries.ts';

/** The operator's navigation entries (GET /website-navigation), resolved by the link-type mapping. */
export function NavigationItems() {
  const { data: items = [] } = useNavigationItems();
  return items.map((item) => {
    const target = linkTarget(item.redirectType, item.resource, 'desktop');
    const key = `${item.redirectType}:${item.resource}:${item.title}`;
    // Operators draw one entry out (a launch, a campaign): the console calls it highlighted.
    const className = item.active ? 'nav-link nav-link--highlighted' : 'nav-link';
    if (target.kind === 'external') {
      return (
        <a
          key={key}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
          dir="auto"
        >
          {item.title}
        </a>
      );
    }
    return (
      <NavLink key={key} to={target.path} className={className} dir="auto">
        {item.title}
      </NavLink>
    );
  });
}
