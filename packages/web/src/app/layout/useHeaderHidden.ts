import { useEffect, useState } from 'react';
import { initialHeaderScroll, nextHeaderScroll } from './headerScroll.ts';

/** Whether the desktop header is scrolled away (see headerScroll.ts). */
export function useHeaderHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let state = initialHeaderScroll;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        state = nextHeaderScroll(state, window.scrollY);
        setHidden(state.hidden);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return hidden;
}
