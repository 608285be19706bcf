import { Navigate, Route, Routes } from 'react-router';
import { routeTable } from '@fanzone/contract';
import { RoutePage } from './RoutePage.tsx';

/** History-mode routes straight from the contract's table; anything unknown goes home (spec §2). */
export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((entry) =>
        'redirectTo' in entry ? (
          <Route key={entry.name} path={entry.path} element={<Navigate to={entry.redirectTo} replace />} />
        ) : (
          <Route key={entry.name} path={entry.path} element={<RoutePage name={entry.name} />} />
        ),
      )}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
