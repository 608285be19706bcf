import { useEffect, useState } from 'react';

/**
 * Becomes true once the element (pass it from a callback ref, so a late mount is seen) comes within `marginPx` of the viewport (or at once when `eager`),
 * and stays true: content below the fold can wait for its code until the reader gets near it.
 */
export function useNearViewport(element: Element | null, marginPx: number, eager = false): boolean {
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
    return () => observer.disconnect();
  }, [element, marginPx, near]);
  return near;
}
