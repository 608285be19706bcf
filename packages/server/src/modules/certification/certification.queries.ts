import type { CertificationStatus } from '@fanzone/contract';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../identity/index.ts';
import type { CertificationRow } from './certification.tables.ts';
import { certificationApplications as applications } from './certification.tables.ts';

/** The member's latest application, whatever its status. */
export async function latestApplicationOf(db: Db, userId: bigint): Promise<CertificationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.id))
    .limit(1);
  return row;
}

/** Whether the member's certification was approved (the profile's badge). */
export async function isFriendsClubMember(db: Db, userId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.status, 'approved')))
    .limit(1);
  return !!row;
}

export async function insertApplication(db: Db, row: typeof applications.$inferInsert) {
  const [created] = await db.insert(applications).values(row).returning();
  return created!;
}

export async function findApplication(db: Db, id: bigint): Promise<CertificationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/**
 * Decides a pending application; answers nothing when it is no longer pending (another operator
 * was first), so two decisions at once cannot both land.
 */
export async function decidePendingApplication(
  db: Db,
  id: bigint,
  decision: { status: 'approved' | 'rejected'; reason: string | null; decidedBy: bigint; decidedAt: Date },
): Promise<CertificationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set(decision)
    .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
    .returning();
  return row;
}

/** Applications of one status with their applicant: pending oldest first (the longest wait first), others newest first. */
export async function applicationsForOperators(
  db: Db,
  status: CertificationStatus,
  afterId: bigint | undefined,
  limit: number,
) {
  const waiting = status === 'pending';
  return db
    .select({
      row: applications,
      applicant: { id: users.id, username: users.username, avatar: users.avatarUrl },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(
        eq(applications.status, status),
        afterId ? (waiting ? gt(applications.id, afterId) : lt(applications.id, afterId)) : undefined,
      ),
    )
    .orderBy(waiting ? asc(applications.id) : desc(applications.id))
    .limit(limit);
}
