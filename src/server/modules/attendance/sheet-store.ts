import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attendanceMarks,
  attendanceSheets,
  facultyAllotments,
  students,
  timetableSlots,
  timetableSubstitutions,
  users,
} from '../../db/schema';
import { slotSelect, type ClassSlot } from './class-slots';

/** The SQL of taking and correcting a class's sheet: the slot, who may take it, the class list, the sheet's marks. */
export function sheetStore(db: Database) {
  return {
    async slot(slotId: number): Promise<ClassSlot | null> {
      const [row] = await slotSelect(db).where(eq(timetableSlots.id, slotId));
      return row ?? null;
    },

    /** The substitute of a slot on a date, if one was named. */
    async substituteOn(slotId: number, date: string): Promise<number | null> {
      const [row] = await db
        .select({ facultyId: timetableSubstitutions.facultyId })
        .from(timetableSubstitutions)
        .where(and(eq(timetableSubstitutions.slotId, slotId), eq(timetableSubstitutions.date, date)));
      return row?.facultyId ?? null;
    },

    /** Whether a faculty member is allotted a section's subject in a year (the teacher or a shared co-teacher). */
    async isAllotted(facultyId: number, year: string, subjectId: number, sectionId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(facultyAllotments)
        .where(
          and(
            eq(facultyAllotments.facultyId, facultyId),
            eq(facultyAllotments.academicYear, year),
            eq(facultyAllotments.subjectId, subjectId),
            eq(facultyAllotments.sectionId, sectionId),
          ),
        );
      return Number(row?.n ?? 0) > 0;
    },

    /** A section's students on the roll (studying), by roll number. */
    classList(sectionId: number) {
      return db
        .select({ id: students.id, rollNo: students.rollNo, name: students.fullName })
        .from(students)
        .where(and(eq(students.sectionId, sectionId), eq(students.status, 'studying')))
        .orderBy(asc(students.rollNo));
    },

    /** A class's sheet on a date (null: not taken) with its absentees. */
    async sheet(sectionId: number, subjectId: number, date: string, periodId: number) {
      const [row] = await db
        .select({ id: attendanceSheets.id, updatedAt: attendanceSheets.updatedAt, takenBy: users.fullName })
        .from(attendanceSheets)
        .leftJoin(users, eq(users.id, attendanceSheets.takenBy))
        .where(
          and(
            eq(attendanceSheets.sectionId, sectionId),
            eq(attendanceSheets.subjectId, subjectId),
            eq(attendanceSheets.date, date),
            eq(attendanceSheets.periodId, periodId),
          ),
        );
      if (!row) return null;
      const absent = await db
        .select({ studentId: attendanceMarks.studentId })
        .from(attendanceMarks)
        .where(and(eq(attendanceMarks.sheetId, row.id), eq(attendanceMarks.present, false)));
      return { ...row, absentees: absent.map((a) => a.studentId) };
    },

    /** Writes a class's sheet (new, or a correction replacing its marks): one row per student of the class. */
    async saveSheet(input: {
      slot: ClassSlot;
      date: string;
      takenBy: number;
      studentIds: readonly number[];
      absentees: ReadonlySet<number>;
    }): Promise<{ id: number; created: boolean }> {
      const { slot } = input;
      const ids = input.studentIds.map((id) => Number(id));
      // The marks go as two arrays in one statement (a class's marks in one round trip, whatever its size).
      const idList = `{${ids.join(',')}}`;
      const presentList = `{${ids.map((id) => (input.absentees.has(id) ? 'f' : 't')).join(',')}}`;
      const absent = input.absentees.size;
      const marksOf = (sheet: SQL) => sql`
        insert into attendance_marks (sheet_id, student_id, present)
        select ${sheet}, m.student_id, m.present
        from unnest(${idList}::int[], ${presentList}::boolean[]) as m(student_id, present)`;
      // A new sheet and its marks in one statement; a correction replaces the marks after it.
      const result = await db.execute<{ id: number; created: boolean }>(sql`
        with sheet as (
          insert into attendance_sheets
            (section_id, subject_id, date, period_id, slot_id, academic_year, term, taken_by, absent)
          values (${slot.sectionId}, ${slot.subjectId}, ${input.date}, ${slot.periodId}, ${slot.slotId},
                  ${slot.academicYear}, ${slot.term}, ${input.takenBy}, ${absent})
          on conflict (section_id, subject_id, date, period_id)
          do update set taken_by = excluded.taken_by, absent = excluded.absent, updated_at = now()
          returning id, (xmax = 0) as created
        ),
        marks as (${marksOf(sql`sheet.id`)} cross join sheet where sheet.created)
        select id, created from sheet`);
      const row = result.rows[0]!;
      const id = Number(row.id);
      if (!row.created) {
        await db.delete(attendanceMarks).where(eq(attendanceMarks.sheetId, id));
        await db.execute(marksOf(sql`${id}::int`));
      }
      return { id, created: Boolean(row.created) };
    },
  };
}
