import { and, asc, between, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tally } from '../../../domain/attendance/attendance';
import { periodsCovered, weekdayOf, type Term } from '../../../domain/timetable/timetable';
import type { BellPeriod } from '../../../domain/timetable/bell-schedule';
import type { Database } from '../../db/client';
import {
  attendanceMarks,
  attendanceSheets,
  batches,
  bellPeriods,
  branches,
  courses,
  departments,
  faculty,
  facultyAllotments,
  parentStudents,
  sections,
  students,
  timetableSlots,
  timetableSubstitutions,
  timetables,
  users,
} from '../../db/schema';
import { sectionLabel, withBatchAndBranch, withDepartment, withSectionDepartment } from '../../db/section-joins';
import { withSlotClass } from '../timetable/service';
import { attendanceTallies } from './attendance-tallies';

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

/** A class of a timetable with what attendance needs: its section, subject, teacher, period and department. */
export interface ClassSlot {
  slotId: number;
  academicYear: string;
  term: Term;
  day: number;
  periodId: number;
  span: number;
  facultyId: number;
  facultyName: string;
  sectionId: number;
  sectionLabel: string;
  subjectId: number;
  subjectCode: string;
  subjectName: string;
  room: string;
  department: string;
}

/** A class on a date: the slot placed on the bell schedule, who takes it that day, and whether it was taken. */
export interface DatedClass extends ClassSlot {
  date: string;
  from: number;
  to: number;
  periodName: string;
  startTime: string;
  endTime: string;
  takerId: number;
  takerName: string;
  substitute: boolean;
  taken: boolean;
  absent: number | null;
}

/** The SQL of attendance: classes, sheets and their marks, tallies for percentages, shortage marks. */
export function attendanceStore(db: Database, transaction: Run) {
  const slotSelect = () =>
    withDepartment(
      withSlotClass(
        db
          .select({
            slotId: timetableSlots.id,
            academicYear: timetables.academicYear,
            term: sql<Term>`${timetables.term}`,
            day: timetableSlots.day,
            periodId: timetableSlots.periodId,
            span: timetableSlots.span,
            facultyId: facultyAllotments.facultyId,
            facultyName: faculty.fullName,
            sectionId: timetables.sectionId,
            sectionLabel,
            subjectId: facultyAllotments.subjectId,
            subjectCode: courses.code,
            subjectName: courses.name,
            room: timetableSlots.room,
            department: departments.name,
          })
          .from(timetableSlots)
          .$dynamic(),
      ),
    );

  const bell = async (): Promise<BellPeriod[]> =>
    (await db.select().from(bellPeriods).orderBy(asc(bellPeriods.position))) as BellPeriod[];

  /** Classes of a year's semester on a date's weekday, with that date's substitutes and sheets. */
  async function classesOn(
    date: string,
    year: string,
    term: Term,
    where: ReturnType<typeof and>,
    forFaculty: number | null,
  ): Promise<DatedClass[]> {
    const day = weekdayOf(date);
    if (day < 1 || day > 6) return [];
    const schedule = await bell();
    const subs = await db
      .select({
        slotId: timetableSubstitutions.slotId,
        facultyId: timetableSubstitutions.facultyId,
        name: faculty.fullName,
      })
      .from(timetableSubstitutions)
      .innerJoin(faculty, eq(faculty.id, timetableSubstitutions.facultyId))
      .where(eq(timetableSubstitutions.date, date));
    const covering = subs.filter((s) => s.facultyId === forFaculty).map((s) => s.slotId);
    const inTerm = and(eq(timetables.academicYear, year), eq(timetables.term, term), eq(timetableSlots.day, day));
    const rows = await slotSelect().where(
      and(inTerm, forFaculty === null ? where : sql`(${where} or ${inArray(timetableSlots.id, [0, ...covering])})`),
    );
    const sheets = rows.length
      ? await db
          .select({
            sectionId: attendanceSheets.sectionId,
            subjectId: attendanceSheets.subjectId,
            periodId: attendanceSheets.periodId,
            absent: attendanceSheets.absent,
          })
          .from(attendanceSheets)
          .where(
            and(
              eq(attendanceSheets.date, date),
              inArray(attendanceSheets.sectionId, [...new Set(rows.map((r) => r.sectionId))]),
            ),
          )
      : [];
    return rows
      .flatMap((row) => {
        const placed = periodsCovered(schedule, row.periodId, row.span);
        if (typeof placed === 'string') return [];
        const sub = subs.find((s) => s.slotId === row.slotId);
        // A teacher's own class covered by a substitute that day is the substitute's to take.
        if (forFaculty !== null && sub && sub.facultyId !== forFaculty) return [];
        const first = placed.periods[0]!;
        const last = placed.periods.at(-1)!;
        const sheet = sheets.find(
          (s) => s.sectionId === row.sectionId && s.subjectId === row.subjectId && s.periodId === row.periodId,
        );
        return [
          {
            ...row,
            date,
            from: placed.from,
            to: placed.to,
            periodName: first.name,
            startTime: first.startTime,
            endTime: last.endTime,
            takerId: sub?.facultyId ?? row.facultyId,
            takerName: sub?.name ?? row.facultyName,
            substitute: Boolean(sub),
            taken: Boolean(sheet),
            absent: sheet?.absent ?? null,
          },
        ];
      })
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.sectionLabel.localeCompare(b.sectionLabel));
  }

  return {
    bell,
    classesOn,

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

    async slot(slotId: number): Promise<ClassSlot | null> {
      const [row] = await slotSelect().where(eq(timetableSlots.id, slotId));
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
     * and whether they were last marked short in it.
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

    /** A teacher's allotments of a year with their section and subject. */
    allotmentsOf(facultyId: number, year: string) {
      return withBatchAndBranch(
        db
          .select({
            id: facultyAllotments.id,
            academicYear: facultyAllotments.academicYear,
            sectionId: facultyAllotments.sectionId,
            sectionLabel,
            subjectId: facultyAllotments.subjectId,
            subjectCode: courses.code,
            subjectName: courses.name,
            shared: facultyAllotments.shared,
            facultyId: facultyAllotments.facultyId,
          })
          .from(facultyAllotments)
          .innerJoin(courses, eq(courses.id, facultyAllotments.subjectId))
          .innerJoin(sections, eq(sections.id, facultyAllotments.sectionId))
          .$dynamic(),
      )
        .where(and(eq(facultyAllotments.facultyId, facultyId), eq(facultyAllotments.academicYear, year)))
        .orderBy(asc(courses.code), asc(sections.name));
    },

    /** The timetable classes of a section's subject in a year (any semester). */
    slotsOf(sectionId: number, subjectId: number, year: string) {
      return slotSelect()
        .where(
          and(
            eq(timetables.sectionId, sectionId),
            eq(facultyAllotments.subjectId, subjectId),
            eq(timetables.academicYear, year),
          ),
        )
        .orderBy(asc(timetableSlots.day), asc(timetableSlots.periodId));
    },

    /** Per student of a section: classes of a subject held and attended in a year's semester. */
    async subjectTallies(sectionId: number, subjectId: number, year: string, term: Term) {
      const rows = await attendanceTallies(
        db,
        and(
          eq(attendanceSheets.sectionId, sectionId),
          eq(attendanceSheets.subjectId, subjectId),
          eq(attendanceSheets.academicYear, year),
          eq(attendanceSheets.term, term),
        ),
      );
      return new Map<number, Tally>(rows.map(({ studentId, held, present }) => [studentId, { held, present }]));
    },

    /** The department a section belongs to (null: no such section). */
    async sectionOf(sectionId: number) {
      const [row] = await withSectionDepartment(
        db.select({ id: sections.id, label: sectionLabel, department: departments.name }).from(sections).$dynamic(),
      ).where(eq(sections.id, sectionId));
      return row ?? null;
    },

    /** A date's absentees of a department (null: the college's), with their class. */
    absenteesOn(date: string, department: string | null) {
      return withSectionDepartment(
        db
          .select({
            studentId: students.id,
            rollNo: students.rollNo,
            name: students.fullName,
            sectionLabel,
            subjectCode: courses.code,
            periodName: bellPeriods.name,
            startTime: bellPeriods.startTime,
          })
          .from(attendanceSheets)
          .innerJoin(attendanceMarks, eq(attendanceMarks.sheetId, attendanceSheets.id))
          .innerJoin(students, eq(students.id, attendanceMarks.studentId))
          .innerJoin(courses, eq(courses.id, attendanceSheets.subjectId))
          .innerJoin(bellPeriods, eq(bellPeriods.id, attendanceSheets.periodId))
          .innerJoin(sections, eq(sections.id, attendanceSheets.sectionId))
          .$dynamic(),
      )
        .where(
          and(
            eq(attendanceSheets.date, date),
            eq(attendanceMarks.present, false),
            department === null ? undefined : eq(departments.name, department),
          ),
        )
        .orderBy(asc(students.rollNo), asc(bellPeriods.position));
    },

    /** A date's sheets and marks of a department (null: the college's). */
    async dayTotals(date: string, department: string | null) {
      const [row] = await withDepartment(
        db
          .select({
            sheets: sql<number>`count(distinct ${attendanceSheets.id})`,
            marks: count(),
            absent: sql<number>`count(*) filter (where not ${attendanceMarks.present})`,
          })
          .from(attendanceSheets)
          .innerJoin(attendanceMarks, eq(attendanceMarks.sheetId, attendanceSheets.id))
          .innerJoin(sections, eq(sections.id, attendanceSheets.sectionId))
          .innerJoin(branches, eq(branches.id, sections.branchId))
          .$dynamic(),
      ).where(and(eq(attendanceSheets.date, date), department === null ? undefined : eq(departments.name, department)));
      return { sheets: Number(row?.sheets ?? 0), marks: Number(row?.marks ?? 0), absent: Number(row?.absent ?? 0) };
    },

    /** A section's sheets between two dates and their absentees, for the monthly register. */
    async register(sectionId: number, from: string, to: string) {
      const sheets = await db
        .select({
          id: attendanceSheets.id,
          date: attendanceSheets.date,
          periodName: bellPeriods.name,
          position: bellPeriods.position,
          subjectCode: courses.code,
        })
        .from(attendanceSheets)
        .innerJoin(bellPeriods, eq(bellPeriods.id, attendanceSheets.periodId))
        .innerJoin(courses, eq(courses.id, attendanceSheets.subjectId))
        .where(and(eq(attendanceSheets.sectionId, sectionId), between(attendanceSheets.date, from, to)))
        .orderBy(asc(attendanceSheets.date), asc(bellPeriods.position));
      const marks = sheets.length
        ? await db
            .select({
              sheetId: attendanceMarks.sheetId,
              studentId: attendanceMarks.studentId,
              present: attendanceMarks.present,
            })
            .from(attendanceMarks)
            .where(
              inArray(
                attendanceMarks.sheetId,
                sheets.map((s) => s.id),
              ),
            )
        : [];
      return { sheets, marks };
    },

    /** Sections of a department (null: every section), for the register's picker. */
    sectionsOf(department: string | null) {
      return withSectionDepartment(db.select({ value: sections.id, label: sectionLabel }).from(sections).$dynamic())
        .where(department === null ? undefined : eq(departments.name, department))
        .orderBy(asc(batches.name), asc(branches.shortName), asc(sections.name));
    },
  };
}
export type AttendanceStore = ReturnType<typeof attendanceStore>;
