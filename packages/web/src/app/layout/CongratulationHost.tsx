import { Suspense, lazy, useSyncExternalStore } from 'react';
import { completionInbox } from '../../features/gamification/completionInbox.ts';

// The popup comes with the personal center's chunk, loaded by the first completed mission: its claim
// and missions queries are my-missions' own, and the last OK opens my-medals, which needs that chunk.
const CongratulationPopup = lazy(() =>
  import('../../pages/Personal/PersonalPage.tsx').then((page) => ({ default: page.CongratulationPopup })),
);

/** The congratulation popup's place in the shell (spec §2 widgets, §4): nothing until a mission completes. */
export function CongratulationHost() {
  const started = useSyncExternalStore(completionInbox.subscribe, completionInbox.started);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <CongratulationPopup />
    </Suspense>
  );
}
