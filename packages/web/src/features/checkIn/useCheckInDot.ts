import { useMy } from '../identity/queries.ts';
import { useCheckInStatus } from './queries.ts';

/** The header's check-in red point: for visitors, and for members who can check in now (spec §2). */
export function useCheckInDot(): boolean {
  const my = useMy();
  const status = useCheckInStatus(my !== null).data;
  if (!my) return true;
  return status !== undefined && status.available && !status.checkedInToday;
}
