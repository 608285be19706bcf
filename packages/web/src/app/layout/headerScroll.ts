import { limits } from '@fanzone/contract';

/**
 * The desktop header hides after the page scrolled down more than `headerHideScrollPx` and comes back
 * after scrolling up as much (spec §2). `anchor` is where the current scroll direction began.
 */
export type HeaderScrollState = {
  hidden: boolean;
  lastY: number;
  anchor: number;
  direction: 'up' | 'down' | null;
};

export const initialHeaderScroll: HeaderScrollState = { hidden: false, lastY: 0, anchor: 0, direction: null };

export function nextHeaderScroll(
  state: HeaderScrollState,
  y: number,
  threshold: number = limits.ui.headerHideScrollPx,
): HeaderScrollState {
  if (y <= 0) return { hidden: false, lastY: 0, anchor: 0, direction: null };
  if (y === state.lastY) return state;
  const direction = y > state.lastY ? 'down' : 'up';
  const anchor = direction === state.direction ? state.anchor : state.lastY;
  let hidden = state.hidden;
  if (direction === 'down' && y - anchor > threshold) hidden = true;
  if (direction === 'up' && anchor - y > threshold) hidden = false;
  return { hidden, lastY: y, anchor, direction };
}
