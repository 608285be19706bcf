/**
 * Whether a member's ban holds at `now`: banned, and for good or until a moment still to come. A
 * ban ends by itself at its end; nothing has to run to lift it.
 */
export function banHolds(user: { isBlocked: boolean; bannedUntil: Date | null }, now: Date): boolean {
  return user.isBlocked && (user.bannedUntil === null || user.bannedUntil > now);
}
