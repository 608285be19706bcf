import { useEffect, useState } from 'react';

/**
 * False while the page is drawn on the server and in the browser's first render (which must repeat
 * the server's), true from then on: for parts that only exist in a browser, like the rich text editor.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // Knowing the page has been taken over is exactly what an effect tells, so its state is set here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMounted(true);
  }, []);
  return mounted;
}
