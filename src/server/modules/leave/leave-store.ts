import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, faculty, users } from '../../db/schema';
import type { CalendarTerms } from '../timetable/service';
import { applicationStore } from './application-store';
import { approvalStore } from './approval-store';
import { backupStore } from './backup-store';
import { balanceStore } from './balance-store';
import { coverStore, type TimetableSlots } from './cover-store';

export type { TimetableSlots, UncoveredClass } from './cover-store';

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

/** A member of staff as leave sees them: roles, department (their own or their faculty record's), faculty record. */
export interface Applicant {
  id: number;
  fullName: string;
  email: string;
  roles: string[];
  program: string | null;
  facultyId: number | null;
  department: string | null;
}

/** The SQL of leave: applicants, the calendar and allotments, applications, decisions and backup approvers. */
export function leaveStore(db: Database, transaction: Run, timetable: TimetableSlots, calendar: CalendarTerms) {
  return {
    async applicant(userId: number): Promise<Applicant | null> {
      const [row] = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          roles: users.roles,
          program: users.program,
          facultyId: users.facultyId,
          facultyDepartment: departments.name,
        })
        .from(users)
        .leftJoin(faculty, eq(faculty.id, users.facultyId))
        .leftJoin(departments, eq(departments.id, faculty.departmentId))
        .where(eq(users.id, userId));
      if (!row) return null;
      const { facultyDepartment, ...rest } = row;
      return { ...rest, department: row.program?.trim() || facultyDepartment || null };
    },

    ...balanceStore(db),
    ...applicationStore(db, transaction),
    ...approvalStore(db),
    ...backupStore(db),
    ...coverStore(db, timetable, calendar),
  };
}
export type LeaveStore = ReturnType<typeof leaveStore>;
