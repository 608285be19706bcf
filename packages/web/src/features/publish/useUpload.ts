import { useCallback, useEffect, useRef, useState } from 'react';
import { reportApiError } from '../../app/errors.ts';

export type UploadState = { busy: boolean; progress: number | null };

/**
 * Runs uploads one after another for a field: busy state and progress for the UI, server refusals
 * toasted with the server's message (spec §8), uploads still running dropped when the field goes.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ busy: false, progress: null });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <T>(
      task: (options: { onProgress: (fraction: number) => void; signal: AbortSignal }) => Promise<T>,
    ): Promise<T | null> => {
      const abort = new AbortController();
      controller.current = abort;
      setState({ busy: true, progress: 0 });
      try {
        return await task({
          signal: abort.signal,
          onProgress: (fraction) => setState({ busy: true, progress: fraction }),
        });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) reportApiError(error);
        return null;
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setState({ busy: false, progress: null });
        }
      }
    },
    [],
  );
  return { ...state, run };
}
