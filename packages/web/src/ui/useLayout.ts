import { createContext, useContext, useLayoutEffect, useState } from 'react';
import { limits } from '@fanzone/contract';

export type Layout = 'mobile' | 'desktop';

/** Body width up to 960 px is mobile (spec §2). */
export function layoutForWidth(width: number): Layout {
  return width <= limits.ui.mobileMaxWidth ? 'mobile' : 'desktop';
}

/** The layout the body's width calls for now. */
export function measureLayout(): Layout {
  return layoutForWidth(document.body.clientWidth);
}

/**
 * The layout the app is first drawn in: measured in the browser, or the one the server drew the page
 * in (from the device's hints), which the browser's first render must repeat to take the markup over.
 */
export const FirstLayoutContext = createContext<Layout>('mobile');

/**
 * Measures the layout; used once by the shell, which shares it through LayoutContext. It starts from
 * the first layout and corrects it before the browser paints again when the body is wider or narrower.
 */
export function useMeasuredLayout(): Layout {
  const [layout, setLayout] = useState(useContext(FirstLayoutContext));
  useLayoutEffect(() => {
    const measure = () => setLayout(measureLayout());
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return layout;
}

export const LayoutContext = createContext<Layout>('mobile');

export function useLayout(): Layout {
  return useContext(LayoutContext);
}
