import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { classesStore } from './classes-store';
import { percentagesStore } from './percentages-store';
import { registerStore } from './register-store';
import { sheetStore } from './sheet-store';
import { teachingDayStore } from './teaching-day-store';

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

/** The SQL of attendance: classes, sheets and their marks, tallies for percentages, shortage marks. */
export function attendanceStore(db: Database, transaction: Run) {
  return {
    ...classesStore(db),

    /**
     * Runs a sheet's check and write as one (the idempotent request's own transaction when there is one), one save of
     * the same class at a time: two saves sent together cannot both find no sheet and both pass as the first.
     */
    inTurn: <T>(
      sheet: { sectionId: number; subjectId: number; date: string; periodId: number },
      fn: () => Promise<T>,
    ) =>
      transaction(async () => {
        const key = `attendance:${sheet.sectionId}:${sheet.subjectId}:${sheet.date}:${sheet.periodId}`;
        await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        return fn();
      }),

    /** Whose attendance a user takes or reads: their faculty record, their student record, their department. */
    async viewerOf(userId: number) {
      const [row] = await db
        .select({ facultyId: users.facultyId, studentId: users.studentId, program: users.program })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    ...sheetStore(db),
    ...teachingDayStore(db),
    ...percentagesStore(db),
    ...registerStore(db),
  };
}
export type AttendanceStore = ReturnType<typeof attendanceStore>;
