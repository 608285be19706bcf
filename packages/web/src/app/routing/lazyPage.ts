import type { ComponentType } from 'react';
import { lazy } from 'react';
import { limits } from '@fanzone/contract';

/**
 * A code-split page; a chunk that has not arrived after spec §9's 120 s counts as failed. `preload`
 * starts fetching it before the app first renders (the module is fetched once, whoever asks first).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const page = lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Page chunk timed out')), limits.ui.chunkTimeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
  return Object.assign(page, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
