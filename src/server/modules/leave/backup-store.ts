import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { LEAVE_STAFF_ROLES, type BackupNaming } from '../../../domain/leave/access';
import type { Database } from '../../db/client';
import { departments, faculty, leaveBackupApprovers, users } from '../../db/schema';

/** The backup approvers named for `today` (narrowed by `where`): who decides a department's leave in its HoD's place. */
export async function backupsActive(
  db: Database,
  today: string,
  where?: SQL,
): Promise<(BackupNaming & { id: number })[]> {
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

/** The SQL of a HoD's backup approvers: the staff they may name, the namings, naming and removing one. */
export function backupStore(db: Database) {
  return {
    backupsActive: (today: string, where?: SQL) => backupsActive(db, today, where),

    /** Staff a HoD may name: accounts of their department (by their own or their faculty record's department). */
    async staffOfDepartment(department: string) {
      const list = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          roles: users.roles,
          program: users.program,
          facultyDepartment: departments.name,
        })
        .from(users)
        .leftJoin(faculty, eq(faculty.id, users.facultyId))
        .leftJoin(departments, eq(departments.id, faculty.departmentId))
        .where(
          or(
            sql`lower(trim(${users.program})) = ${department.trim().toLowerCase()}`,
            sql`lower(trim(${departments.name})) = ${department.trim().toLowerCase()}`,
          ),
        )
        .orderBy(asc(users.fullName));
      return list
        .filter((u) => u.roles.some((r) => LEAVE_STAFF_ROLES.includes(r as never)))
        .map((u) => ({ value: u.id, label: u.fullName }));
    },

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
