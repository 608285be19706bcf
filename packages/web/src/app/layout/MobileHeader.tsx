import type { RouteEntry } from '@fanzone/contract';
import { MobileHomeHeader } from './MobileHomeHeader.tsx';
import { MobileSearchHeader } from './MobileSearchHeader.tsx';
import { MobileTitledHeader } from './MobileTitledHeader.tsx';

/** Picks the mobile header of spec §2 for the current route. */
export function MobileHeader({ entry, pathname }: { entry: RouteEntry; pathname: string }) {
  if (entry.name === 'home') return <MobileHomeHeader />;
  if (entry.name === 'search') return <MobileSearchHeader />;
  return <MobileTitledHeader entry={entry} pathname={pathname} />;
}
