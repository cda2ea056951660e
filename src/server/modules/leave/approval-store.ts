import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ROUTE_ROLES, sameDepartment, type LeaveRoute } from '../../../domain/leave/access';
import type { Database } from '../../db/client';
import { leaveApplications, leaveBackupApprovers, users } from '../../db/schema';
import { backupsActive } from './backup-store';
import { leaveRows, shaped } from './leave-rows';

/** The SQL of deciding leave: what waits for an approver, who is told of a new leave, the decision. */
export function approvalStore(db: Database) {
  return {
    /** Moves a pending leave to approved or rejected; false when it was no longer pending. */
    async decide(id: number, status: 'approved' | 'rejected', by: number, remark: string, at: Date): Promise<boolean> {
      const done = await db
        .update(leaveApplications)
        .set({ status, decidedBy: by, decidedAt: at, remark })
        .where(and(eq(leaveApplications.id, id), eq(leaveApplications.status, 'pending')))
        .returning({ id: leaveApplications.id });
      return done.length === 1;
    },

    /** The pending leave a user decides today: their department's (a HoD, or a backup while named), their role's. */
    async pendingFor(user: { id: number; roles: readonly string[]; program: string | null }, today: string) {
      const departmentsDecided = new Set<string>();
      if (user.roles.includes('ROLE_HOD') && user.program?.trim())
        departmentsDecided.add(user.program.trim().toLowerCase());
      for (const b of await backupsActive(db, today, eq(leaveBackupApprovers.backupUserId, user.id)))
        departmentsDecided.add(b.department.trim().toLowerCase());
      const routes = (Object.keys(ROUTE_ROLES) as (keyof typeof ROUTE_ROLES)[]).filter((r) =>
        user.roles.includes(ROUTE_ROLES[r]),
      );
      const conditions: SQL[] = [];
      if (departmentsDecided.size)
        conditions.push(
          and(
            eq(leaveApplications.route, 'department'),
            inArray(sql`lower(trim(${leaveApplications.department}))`, [...departmentsDecided]),
          )!,
        );
      if (routes.length) conditions.push(inArray(leaveApplications.route, routes));
      if (!conditions.length) return [];
      return shaped(
        await leaveRows(db)
          .where(
            and(
              eq(leaveApplications.status, 'pending'),
              or(...conditions),
              sql`${leaveApplications.userId} <> ${user.id}`,
            ),
          )
          .orderBy(asc(leaveApplications.fromDate), asc(leaveApplications.id))
          .limit(200),
      );
    },

    /** Who is told of a new leave: the department's HoDs and the backup named for today, or the route's role. */
    async approversOf(route: LeaveRoute, department: string | null, today: string, applicantId: number) {
      const all = await db
        .select({ id: users.id, email: users.email, roles: users.roles, program: users.program })
        .from(users)
        .where(sql`${users.roles} && ${sql.raw(`ARRAY['ROLE_HOD','ROLE_PRINCIPAL','ROLE_ADMIN']::text[]`)}`);
      const backups = route === 'department' ? await backupsActive(db, today) : [];
      const backupIds = backups.filter((b) => sameDepartment(b.department, department)).map((b) => b.backupUserId);
      const backupUsers = backupIds.length
        ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, backupIds))
        : [];
      const chosen =
        route === 'department'
          ? [
              ...all.filter((u) => u.roles.includes('ROLE_HOD') && sameDepartment(u.program, department)),
              ...backupUsers,
            ]
          : all.filter((u) => u.roles.includes(ROUTE_ROLES[route]));
      return chosen.filter((u) => u.id !== applicantId && u.email !== '');
    },
  };
}
