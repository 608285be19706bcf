import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { matchRoute, routeTable } from '@fanzone/contract';
import { RoutePage } from './RoutePage.tsx';

/** Each route of the contract's table as react-router's route, by the route's name. */
const routeByName = new Map<string, ReactElement>(
  routeTable.map((entry) => [
    entry.name,
    'redirectTo' in entry ? (
      <Route key={entry.name} path={entry.path} element={<Navigate to={entry.redirectTo} replace />} />
    ) : (
      <Route key={entry.name} path={entry.path} element={<RoutePage name={entry.name} />} />
    ),
  ]),
);

/**
 * History-mode routes straight from the contract's table; anything unknown goes home (spec §2).
 * The contract's own matcher picks the route, as the server does for the page's first view and
 * status, and react-router is given only that one (for its params): handed the whole table, it
 * flattened and ranked every route on every render, a twentieth of a drawn post page.
 */
export function AppRoutes() {
  const entry = matchRoute(useLocation().pathname);
  return (
    <Routes>
      {entry && routeByName.get(entry.name)}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
