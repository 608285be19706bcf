import { createContext, useContext, useSyncExternalStore } from 'react';
import { limits } from '@fanzone/contract';

export type Layout = 'mobile' | 'desktop';

/** Body width up to 960 px is mobile (spec §2). */
export function layoutForWidth(width: number): Layout {
  return width <= limits.ui.mobileMaxWidth ? 'mobile' : 'desktop';
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = (): Layout => layoutForWidth(document.body.clientWidth);

/** Measures the layout; used once by the shell, which shares it through LayoutContext. */
export function useMeasuredLayout(): Layout {
  return useSyncExternalStore(subscribe, snapshot, () => 'mobile');
}

export const LayoutContext = createContext<Layout>('mobile');

export function useLayout(): Layout {
  return useContext(LayoutContext);
}
