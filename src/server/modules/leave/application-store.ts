import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { LeaveRoute } from '../../../domain/leave/access';
import type { LeaveRow } from '../../../domain/leave/leave-answers';
import type { Database } from '../../db/client';
import { leaveApplications } from '../../db/schema';
import { leaveRows, shaped } from './leave-rows';

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

/** The SQL of a staff member's own applications: saving one in their turn, reading them, cancelling. */
export function applicationStore(db: Database, transaction: Run) {
  return {
    /** Runs a check and its write one at a time for a user, so two applications never spend the same days. */
    inTurn<T>(userId: number, fn: () => Promise<T>): Promise<T> {
      return transaction(async () => {
        await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`leave:${userId}`}))`);
        return fn();
      });
    },

    async insert(values: typeof leaveApplications.$inferInsert): Promise<number> {
      const [row] = await db.insert(leaveApplications).values(values).returning({ id: leaveApplications.id });
      return row!.id;
    },

    async find(id: number): Promise<LeaveRow | null> {
      return shaped(await leaveRows(db).where(eq(leaveApplications.id, id)))[0] ?? null;
    },

    /** The leave whose attachment this stored file is (who applied, where it is decided), or null. */
    async withAttachment(fileId: number) {
      const [row] = await db
        .select({
          userId: leaveApplications.userId,
          route: leaveApplications.route,
          department: leaveApplications.department,
        })
        .from(leaveApplications)
        .where(eq(leaveApplications.attachmentFileId, fileId))
        .limit(1);
      return row ? { ...row, route: row.route as LeaveRoute } : null;
    },

    async history(userId: number): Promise<LeaveRow[]> {
      return shaped(
        await leaveRows(db)
          .where(eq(leaveApplications.userId, userId))
          .orderBy(desc(leaveApplications.fromDate), desc(leaveApplications.id))
          .limit(200),
      );
    },

    /** Cancels a leave still pending, or approved and not begun by `today`; false when it no longer may be. */
    async cancel(id: number, today: string, at: Date): Promise<boolean> {
      const done = await db
        .update(leaveApplications)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(
          and(
            eq(leaveApplications.id, id),
            or(
              eq(leaveApplications.status, 'pending'),
              and(eq(leaveApplications.status, 'approved'), sql`${leaveApplications.fromDate} > ${today}`),
            ),
          ),
        )
        .returning({ id: leaveApplications.id });
      return done.length === 1;
    },
  };
}
