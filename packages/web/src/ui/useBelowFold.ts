import { useEffect, useState } from 'react';

/**
 * Becomes true once the element (pass it from a callback ref, so a late mount is seen) comes
 * within `marginPx` of the viewport, or the browser is idle after showing the page, or at once when
 * `eager`; then stays true. Content below the fold waits until the page above it is on screen.
 */
export function useBelowFold(element: Element | null, marginPx: number, eager = false): boolean {
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    // Idle after the first paint: the reader is likely to scroll there next, so load it anyway.
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => setNear(true), { timeout: 2_000 })
        : undefined;
    const fallback = idle === undefined ? setTimeout(() => setNear(true), 1_000) : undefined;
    return () => {
      observer.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
      if (fallback !== undefined) clearTimeout(fallback);
    };
  }, [element, marginPx, near]);
  return near;
}
