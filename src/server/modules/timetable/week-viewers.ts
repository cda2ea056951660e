import { asc, between, eq } from 'drizzle-orm';
import type { WeekChild } from '../../../domain/timetable/timetable';
import type { Database } from '../../db/client';
import { faculty, holidays, parentStudents, sections, students, users } from '../../db/schema';
import { sectionLabel, withBatchAndBranch } from '../../db/section-joins';

/** Whose week a user reads and what falls in it: their faculty record or section, a parent's children, holidays. */
export function weekViewers(db: Database) {
  return {
    async holidaysBetween(from: string, to: string) {
      return db
        .select({ date: holidays.date, name: holidays.name })
        .from(holidays)
        .where(between(holidays.date, from, to));
    },

    /** Whose week a user reads: their own as a faculty member, their section's as a student. */
    async viewerOf(userId: number) {
      const [row] = await db
        .select({ facultyId: users.facultyId, studentId: users.studentId, facultyName: faculty.fullName })
        .from(users)
        .leftJoin(faculty, eq(faculty.id, users.facultyId))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** A student's section and its label (null section: none given yet). */
    async studentSection(studentId: number) {
      const [row] = await db.select({ sectionId: students.sectionId }).from(students).where(eq(students.id, studentId));
      if (!row?.sectionId) return null;
      const [label] = await withBatchAndBranch(db.select({ label: sectionLabel }).from(sections).$dynamic()).where(
        eq(sections.id, row.sectionId),
      );
      return { sectionId: row.sectionId, label: label?.label ?? '' };
    },

    /** The students a parent follows, with their names for the week's child picker (their first when none is named). */
    async childrenOf(parentUserId: number): Promise<WeekChild[]> {
      return db
        .select({ studentId: parentStudents.studentId, name: students.fullName })
        .from(parentStudents)
        .innerJoin(students, eq(students.id, parentStudents.studentId))
        .where(eq(parentStudents.parentUserId, parentUserId))
        .orderBy(asc(parentStudents.linkedAt));
    },
  };
}
