import type { ComponentType } from 'react';
import { createElement, lazy } from 'react';
import { limits } from '@fanzone/contract';

/**
 * A code-split page; a chunk that has not arrived after spec §9's 120 s counts as failed. `preload`
 * starts fetching it before the app first renders (the module is fetched once, whoever asks first),
 * and once it has arrived the page renders at once, without a loading state: a page drawn by the
 * server is taken over by the same markup, not replaced by a spinner for a moment.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    loading.catch(() => {
      loading = undefined; // a later visit asks again
    });
    return loading;
  };
  const Lazy = lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Page chunk timed out')), limits.ui.chunkTimeoutMs);
        loadOnce().then(
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
  function Page(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, {
    /** Resolves once the page can render without waiting; never rejects (the render reports it). */
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}
