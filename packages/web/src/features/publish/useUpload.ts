import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImagePurpose } from '@fanzone/contract';
import { reportApiError } from '../../platform/errors.ts';
import type { ImageProblem } from '../uploads/imageFiles.ts';
import { imageFileProblem } from '../uploads/imageFiles.ts';
import { uploadImage } from '../uploads/upload.ts';

export type UploadState = { busy: boolean; progress: number | null };

/**
 * Runs uploads one after another for a field: busy state and progress for the UI, server refusals
 * toasted with the server's message (spec §8), uploads still running dropped when the field goes.
 * `image` checks a picked image first (spec §5) and tells `refuse` why it cannot go, without sending it.
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
  const image = useCallback(
    async (file: File, purpose: ImagePurpose, refuse: (problem: ImageProblem) => void) => {
      const problem = imageFileProblem(file, purpose);
      if (problem) {
        refuse(problem);
        return null;
      }
      return run((options) => uploadImage(file, purpose, options));
    },
    [run],
  );
  return { ...state, percent: Math.round((state.progress ?? 0) * 100), run, image };
}
