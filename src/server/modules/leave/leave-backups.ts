import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { BackupNaming } from '../../../domain/leave/access';
import type { Database } from '../../db/client';
import { leaveBackupApprovers, users } from '../../db/schema';

/** Backup approvers a HoD names for their department's leave while away: who is one today, naming and removing. */
export function leaveBackups(db: Database) {
  async function backupsActive(today: string, where?: SQL): Promise<(BackupNaming & { id: number })[]> {
    return db
      .select({
        id: leaveBackupApprovers.id,
        department: leaveBackupApprovers.department,
        backupUserId: leaveBackupApprovers.backupUserId,
        fromDate: leaveBackupApprovers.fromDate,
        toDate: leaveBackupApprovers.toDate,
      })
      .from(leaveBackupApprovers)
      .where(and(lte(leaveBackupApprovers.fromDate, today), gte(leaveBackupApprovers.toDate, today), where));
  }

  return {
    backupsActive,

    backupsNamedBy: (hodUserId: number) =>
      db
        .select({
          id: leaveBackupApprovers.id,
          department: leaveBackupApprovers.department,
          backupUserId: leaveBackupApprovers.backupUserId,
          backupName: users.fullName,
          fromDate: leaveBackupApprovers.fromDate,
          toDate: leaveBackupApprovers.toDate,
        })
        .from(leaveBackupApprovers)
        .innerJoin(users, eq(users.id, leaveBackupApprovers.backupUserId))
        .where(eq(leaveBackupApprovers.hodUserId, hodUserId))
        .orderBy(desc(leaveBackupApprovers.fromDate)),

    async nameBackup(values: typeof leaveBackupApprovers.$inferInsert): Promise<number> {
      const [row] = await db.insert(leaveBackupApprovers).values(values).returning({ id: leaveBackupApprovers.id });
      return row!.id;
    },

    async removeBackup(id: number, hodUserId: number): Promise<boolean> {
      const done = await db
        .delete(leaveBackupApprovers)
        .where(and(eq(leaveBackupApprovers.id, id), eq(leaveBackupApprovers.hodUserId, hodUserId)))
        .returning({ id: leaveBackupApprovers.id });
      return done.length === 1;
    },
  };
}
