import { limits } from '@fanzone/contract';
import '../../styles/checkInStrip.css';

/** As many days as the strip shows (`homeStripDays`). */
const stripDayCount = limits.checkIn.homeStripDaysBefore + 1 + limits.checkIn.homeStripDaysAfter;

/**
 * The strip's box before its days are known: the same rows at the same size, empty, so the feed
 * below does not move when the strip arrives (its status is a call of its own, after the page).
 */
export function CheckInStripBox() {
  return (
    <div className="check-in-strip" aria-hidden="true" data-testid="check-in-strip-pending">
      <span className="check-in-strip__title">{'\u00a0'}</span>
      <ol className="check-in-strip__days">
        {Array.from({ length: stripDayCount }, (_, index) => (
          <li key={index}>
            <span>{'\u00a0'}</span>
            <span className="check-in-strip__mark check-in-strip__mark--pending" />
          </li>
        ))}
      </ol>
    </div>
  );
}
