import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { classesStore } from './classes-store';
import { percentagesStore } from './percentages-store';
import { registerStore } from './register-store';
import { sheetStore } from './sheet-store';

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

/** The SQL of attendance: classes, sheets and their marks, tallies for percentages, shortage marks. */
export function attendanceStore(db: Database, transaction: Run) {
  return {
    ...classesStore(db),

    /** Runs a sheet's check and write as one (the idempotent request's own transaction when there is one). */
    inTurn: <T>(fn: () => Promise<T>) => transaction(fn),

    /** Whose attendance a user takes or reads: their faculty record, their student record, their department. */
    async viewerOf(userId: number) {
      const [row] = await db
        .select({ facultyId: users.facultyId, studentId: users.studentId, program: users.program })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    ...sheetStore(db),
    ...percentagesStore(db),
    ...registerStore(db),
  };
}
export type AttendanceStore = ReturnType<typeof attendanceStore>;
