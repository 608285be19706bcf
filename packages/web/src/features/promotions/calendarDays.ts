import { dateTimeFormat } from '../../platform/intl.ts';

/**
 * A calendar day as the server sends it (`2025-12-31`, a day of the promotion's own time zone) in
 * the reader's language and date format. It is a date, not an instant: formatted at noon UTC in
 * UTC, it shows the same day whatever the reader's own zone.
 */
export function formatCalendarDay(day: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A time zone's name in the reader's language (`Mexican Central Time`), else its IANA name. */
export function timeZoneName(timeZone: string, locale: string, at: Date): string {
  try {
    const parts = dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
