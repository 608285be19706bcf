import { useEffect, useState } from 'react';

export type Load<T> =
  { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed'; error: unknown };

/** Loads once on mount (the account pages are too small to need a query library). */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setResult({ state: 'done', value }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [load]);
  return result;
}
