import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { sameFoldedUsername } from '../identity.queries.ts';
import { idpAccounts, idpOidcPayloads } from './provider.tables.ts';

/**
 * The account a login names, in any of `logins`' spellings (loginSpellings in passwordGuessing.ts:
 * as typed, then normalised, for a name registered with letters normalising would change). Where
 * two names registered before migration 0033 read the same, the one spelt as typed wins.
 */
export async function findAccountByLogin(db: Db, logins: readonly [string, ...string[]]) {
  return (
    await db
      .select()
      .from(idpAccounts)
      .where(
        or(
          inArray(sql`lower(${idpAccounts.username})`, [...logins]),
          inArray(sql`lower(${idpAccounts.email})`, [...logins]),
        ),
      )
      .orderBy(sql`lower(${idpAccounts.username}) = ${logins[0]} DESC`)
      .limit(1)
  )[0];
}

export async function findAccountById(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return (await db.select().from(idpAccounts).where(eq(idpAccounts.id, id)).limit(1))[0];
}

/** Whether an account has this name (as a reader sees it: NFKC and case folded, migration 0033) or this e-mail. */
export async function accountTaken(db: Db, username: string, email: string) {
  const sameName = sameFoldedUsername(idpAccounts.username, username);
  const sameEmail = sql<boolean>`lower(${idpAccounts.email}) = lower(${email})`;
  const rows = await db.select({ sameName, sameEmail }).from(idpAccounts).where(or(sameName, sameEmail));
  return { username: rows.some((row) => row.sameName), email: rows.some((row) => row.sameEmail) };
}

export async function insertAccount(db: Db, row: typeof idpAccounts.$inferInsert) {
  return (await db.insert(idpAccounts).values(row).returning())[0]!;
}

type PayloadRow = typeof idpOidcPayloads.$inferInsert;

export async function upsertPayload(db: Db, row: PayloadRow) {
  await db
    .insert(idpOidcPayloads)
    .values(row)
    .onConflictDoUpdate({
      target: [idpOidcPayloads.model, idpOidcPayloads.id],
      set: {
        payload: row.payload,
        grantId: row.grantId,
        userCode: row.userCode,
        uid: row.uid,
        expiresAt: row.expiresAt,
      },
    });
}

const live = (now: Date) => or(isNull(idpOidcPayloads.expiresAt), gt(idpOidcPayloads.expiresAt, now));

export async function findPayload(
  db: Db,
  model: string,
  column: 'id' | 'uid' | 'userCode',
  value: string,
  now: Date,
) {
  const where = and(eq(idpOidcPayloads.model, model), eq(idpOidcPayloads[column], value), live(now));
  return (await db.select().from(idpOidcPayloads).where(where).limit(1))[0];
}

export async function consumePayload(db: Db, model: string, id: string, now: Date) {
  await db
    .update(idpOidcPayloads)
    .set({ consumedAt: now })
    .where(and(eq(idpOidcPayloads.model, model), eq(idpOidcPayloads.id, id)));
}

export async function destroyPayload(db: Db, model: string, id: string) {
  await db.delete(idpOidcPayloads).where(and(eq(idpOidcPayloads.model, model), eq(idpOidcPayloads.id, id)));
}

export async function revokeGrantPayloads(db: Db, grantId: string) {
  await db.delete(idpOidcPayloads).where(eq(idpOidcPayloads.grantId, grantId));
}

/** Deletes up to `batch` expired provider records (abandoned logins, old codes); returns how many. */
export async function deleteExpiredPayloads(db: Db, now: Date, batch: number) {
  const expired = db
    .select({ model: idpOidcPayloads.model, id: idpOidcPayloads.id })
    .from(idpOidcPayloads)
    .where(lt(idpOidcPayloads.expiresAt, now))
    .limit(batch);
  const deleted = await db
    .delete(idpOidcPayloads)
    .where(sql`(${idpOidcPayloads.model}, ${idpOidcPayloads.id}) IN (${expired})`)
    .returning({ id: idpOidcPayloads.id });
  return deleted.length;
}

/** The login name follows the forum name when a member renames themselves. */
export async function renameAccount(db: Db, id: string, username: string) {
  await db.update(idpAccounts).set({ username }).where(eq(idpAccounts.id, id));
}
