import type { AccountBadge } from '@fanzone/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { preparedRows } from '../../platform/db/database.ts';
import { users } from './identity.tables.ts';

/**
 * Each count of the Me red dot belongs to the domain that owns the underlying data (followers to
 * social, awaiting-award missions to gamification, drafts to posts, customer-service messages to
 * site). Domains register their counter at start-up, as a column counted for the member whose row
 * is `member` (its SQL stays in the domain's own file); a count whose domain is not installed is
 * zero because that data cannot exist.
 */
export type AccountBadgeCounter = (member: typeof users) => SQL<number>;
export type AccountBadgeSources = Partial<Record<keyof AccountBadge, AccountBadgeCounter>>;

const badgeKeys = [
  'newFollowerCount',
  'waitAwardMissionCount',
  'unreadDraftsCount',
  'echatSoftMessageCount',
] as const satisfies readonly (keyof AccountBadge)[];
/** A member whose row is gone (removed while signed in) has nothing to count. */
const noCounts = Object.fromEntries(badgeKeys.map((key) => [key, 0])) as AccountBadge;

/**
 * The member's counts in one statement (they were one each): every member page draws the red dot
 * and every open tab asks it again each minute. Raw SQL, not the query builder: a select from one
 * table writes its columns unqualified, and a count's `"id"` would then mean its own table's.
 */
export async function accountBadgeOf(
  db: Db,
  sources: AccountBadgeSources,
  userId: bigint,
): Promise<AccountBadge> {
  const columns = badgeKeys.map((key) => sql`${sources[key]?.(users) ?? sql`0`} AS ${sql.identifier(key)}`);
  const [row] = await preparedRows<AccountBadge>(
    db,
    sql`SELECT ${sql.join(columns, sql`, `)} FROM ${users} WHERE ${users.id} = ${userId}`,
  );
  return row ?? noCounts;
}
