import { useEffect } from 'react';
import { limits } from '@fanzone/contract';
import { isNearBottom } from './socialState.ts';

/** Calls `loadMore` when the page's bottom comes within the contract's threshold (and on content change). */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void, contentVersion: unknown) {
  useEffect(() => {
    if (!enabled) return undefined;
    const check = () => {
      const root = document.documentElement;
      if (
        isNearBottom(
          { scrollTop: window.scrollY, viewportHeight: window.innerHeight, scrollHeight: root.scrollHeight },
          limits.ui.loadMoreThresholdPx,
        )
      )
        loadMore();
    };
    // A short first page may not fill the screen: look once right away.
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, loadMore, contentVersion]);
}
