import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { routeTable } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { gamificationKeys } from './keys.ts';
import { finishBrowseTask, startBrowseTask } from './queries.ts';
import { createVisibleStopwatch, remainingSeconds } from './visibleStopwatch.ts';

/** The brand page task runs on About us, the brand page, opened with `?task=browse`. */
export const browseTaskPath = `${routeTable.find((route) => route.name === 'my-about-us')?.path}?task=browse`;

/** Whether a page was opened to run the brand page task. */
export function isBrowseTask(search: URLSearchParams): boolean {
  return search.get('task') === 'browse';
}

export type BrowseTask =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'counting'; remaining: number }
  | { phase: 'finishing' }
  | { phase: 'done'; counted: boolean }
  | { phase: 'failed'; error: unknown };

/** How often the countdown looks at the clock; a second's step shows on time, and it costs nothing. */
const tickMs = 250;

const isVisible = () => document.visibilityState === 'visible';

/**
 * The brand page task (spec §1, §9 "view-15s"): on the page it opens, asks the server for a ticket and
 * the seconds to browse, counts them down only while the page is visible, then finishes the task.
 * The finish answer's `completeMission` reaches the congratulation popup through the API client. If
 * the server still finds it early (clocks differ), it counts the seconds it names and tries again.
 */
export function useBrowseTask(enabled: boolean): BrowseTask {
  // Starts once per mount: the page that runs the task mounts it afresh for each visit.
  const queryClient = useQueryClient();
  const [task, setTask] = useState<BrowseTask>({ phase: enabled ? 'starting' : 'idle' });

  useEffect(() => {
    if (!enabled) return undefined;
    const abort = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopwatch = createVisibleStopwatch(performance.now(), isVisible());
    const onVisibility = () => stopwatch.setVisible(isVisible(), performance.now());
    document.addEventListener('visibilitychange', onVisibility);

    const fail = (error: unknown) => {
      if (!abort.signal.aborted) setTask({ phase: 'failed', error });
    };
    const finish = (ticket: string) => {
      setTask({ phase: 'finishing' });
      finishBrowseTask(ticket, abort.signal).then(
        ({ counted }) => {
          if (abort.signal.aborted) return;
          setTask({ phase: 'done', counted });
          void queryClient.invalidateQueries({ queryKey: gamificationKeys.missions() });
        },
        (error: unknown) => {
          const wait =
            error instanceof ApiError && error.code === 'BROWSE_TOO_SOON' ? Number(error.values?.seconds) : 0;
          if (wait > 0 && !abort.signal.aborted) count(ticket, wait);
          else fail(error);
        },
      );
    };
    const count = (ticket: string, seconds: number) => {
      stopwatch = createVisibleStopwatch(performance.now(), isVisible());
      setTask({ phase: 'counting', remaining: seconds });
      timer = setInterval(() => {
        const remaining = remainingSeconds(seconds, stopwatch.elapsedMs(performance.now()));
        setTask((current) =>
          current.phase === 'counting' && current.remaining === remaining
            ? current
            : { phase: 'counting', remaining },
        );
        if (remaining > 0) return;
        clearInterval(timer);
        finish(ticket);
      }, tickMs);
    };

    startBrowseTask(abort.signal).then(({ ticket, seconds }) => {
      if (!abort.signal.aborted) count(ticket, seconds);
    }, fail);

    return () => {
      abort.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, queryClient]);

  return enabled ? task : { phase: 'idle' };
}
