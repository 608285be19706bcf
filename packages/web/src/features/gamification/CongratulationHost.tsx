import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useMy } from '../identity/queries.ts';
import { completionQueue } from './completionQueue.ts';

// The dialog, its texts and styles load only when there is something to celebrate.
const CongratulationDialog = lazy(() => import('./CongratulationDialog.tsx'));

/** The congratulation popup's place in the shell (spec §2 widgets, §4): empty until a completion waits. */
export function CongratulationHost() {
  const my = useMy();
  const current = useSyncExternalStore(completionQueue.subscribe, completionQueue.current);
  if (!my || !current) return null;
  return (
    <Suspense fallback={null}>
      <CongratulationDialog completion={current} />
    </Suspense>
  );
}
