import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Term } from '../../../domain/timetable/timetable';
import type { Database } from '../../db/client';
import { attendanceMarks, attendanceSheets, courses, parentStudents, students } from '../../db/schema';
import { attendanceTallies } from './attendance-tallies';

/** The SQL of students' and parents' percentages and of shortage: tallies, standings, who is marked short. */
export function percentagesStore(db: Database) {
  return {
    /** Classes held and attended per student and subject in a semester (for the students given). */
    async tallies(studentIds: readonly number[], year: string, term: Term) {
      if (!studentIds.length) return [];
      return attendanceTallies(
        db,
        and(
          inArray(attendanceMarks.studentId, [...studentIds]),
          eq(attendanceSheets.academicYear, year),
          eq(attendanceSheets.term, term),
        ),
        'subject',
      );
    },

    /** Names of subjects by id. */
    async subjectNames(ids: readonly number[]) {
      if (!ids.length) return [];
      return db
        .select({ id: courses.id, code: courses.code, name: courses.name })
        .from(courses)
        .where(inArray(courses.id, [...ids]));
    },

    async student(studentId: number) {
      const [row] = await db
        .select({ id: students.id, name: students.fullName, rollNo: students.rollNo, sectionId: students.sectionId })
        .from(students)
        .where(eq(students.id, studentId));
      return row ?? null;
    },

    /** The students a parent follows (first linked first), as the week's child picker lists them. */
    childrenOf(parentUserId: number) {
      return db
        .select({ studentId: parentStudents.studentId, name: students.fullName, rollNo: students.rollNo })
        .from(parentStudents)
        .innerJoin(students, eq(students.id, parentStudents.studentId))
        .where(eq(parentStudents.parentUserId, parentUserId))
        .orderBy(asc(parentStudents.linkedAt));
    },

    /**
     * Per student of a class, in one statement: classes held and attended in a semester (every subject together)
     * (teaching days only, as `attendanceTallies`) and whether they were last marked short in it.
     */
    async standing(studentIds: readonly number[], year: string, term: Term) {
      if (!studentIds.length) return [];
      const idList = `{${studentIds.map((id) => Number(id)).join(',')}}`;
      // The class's own marks first, from attendance_marks_student, then their sheets: a plan starting from the
      // semester's sheets (chosen while the day's new sheets are not yet in the statistics) grows with every sheet.
      const result = await db.execute<{ student_id: number; held: number; present: number; was_short: boolean }>(sql`
        with marks as materialized (
          select sheet_id, student_id, present from attendance_marks where student_id = any(${idList}::int[])
        )
        select u.id as student_id, coalesce(t.held, 0)::int as held, coalesce(t.present, 0)::int as present,
               coalesce(sh.short, false) as was_short
        from unnest(${idList}::int[]) as u(id)
        left join (
          select m.student_id, count(*) as held, count(*) filter (where m.present) as present
          from marks m
          join attendance_sheets s on s.id = m.sheet_id
          where s.academic_year = ${year} and s.term = ${term}
            and not exists (select 1 from holidays h where h.date = s.date)
          group by m.student_id
        ) t on t.student_id = u.id
        left join attendance_shortages sh on sh.student_id = u.id and sh.academic_year = ${year} and sh.term = ${term}`);
      return result.rows.map((r) => ({
        studentId: Number(r.student_id),
        tally: { held: Number(r.held), present: Number(r.present) },
        wasShort: Boolean(r.was_short),
      }));
    },

    /**
     * Marks students short (fallen below) or not (back above) in a semester, and returns where the shortage mail of
     * those now short goes: the student's address and their linked parents' (empty ones left out). One statement.
     */
    async markShort(changes: readonly { studentId: number; short: boolean }[], year: string, term: Term) {
      if (!changes.length) return [];
      const idList = `{${changes.map((c) => Number(c.studentId)).join(',')}}`;
      const shortList = `{${changes.map((c) => (c.short ? 't' : 'f')).join(',')}}`;
      const result = await db.execute<{
        student_id: number;
        name: string;
        email: string | null;
        parent_email: string | null;
      }>(sql`
        with changed as (
          insert into attendance_shortages (student_id, academic_year, term, short)
          select c.student_id, ${year}, ${term}, c.short
          from unnest(${idList}::int[], ${shortList}::boolean[]) as c(student_id, short)
          on conflict (student_id, academic_year, term)
          do update set short = excluded.short, changed_at = now()
          returning student_id, short
        )
        select s.id as student_id, s.full_name as name, s.email, u.email as parent_email
        from changed c
        join students s on s.id = c.student_id
        left join parent_students ps on ps.student_id = s.id
        left join users u on u.id = ps.parent_user_id
        where c.short
        order by s.id, ps.linked_at`);
      const byStudent = new Map<number, { studentId: number; name: string; to: string[] }>();
      for (const r of result.rows) {
        const studentId = Number(r.student_id);
        let who = byStudent.get(studentId);
        if (!who) {
          who = { studentId, name: r.name, to: r.email ? [r.email] : [] };
          byStudent.set(studentId, who);
        }
        if (r.parent_email) who.to.push(r.parent_email);
      }
      return [...byStudent.values()];
    },
  };
}
