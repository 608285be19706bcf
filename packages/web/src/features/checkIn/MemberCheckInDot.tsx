import { RedDot } from '../../ui/RedDot.tsx';
import { useCheckInStatus } from './status.ts';

/** A member's check-in red point: shown while check-in is available to them and not done today. */
export default function MemberCheckInDot({ label }: { label: string }) {
  const status = useCheckInStatus(true).data;
  return status?.available && !status.checkedInToday ? <RedDot label={label} /> : null;
}
