import { useEffect } from 'react';
import { useMy } from '../../features/identity/queries.ts';
import { useGrayMode as useGrayModeQuery } from '../../features/site/queries.ts';

/** Days of mourning (site-wide) or a member's grayState 'Y': the whole page in grayscale. */
export function useGrayMode(): void {
  const my = useMy();
  const { data } = useGrayModeQuery();
  const gray = Boolean(data?.enabled) || my?.grayState === 'Y';
  useEffect(() => {
    document.documentElement.style.filter = gray ? 'grayscale(1)' : '';
  }, [gray]);
}
