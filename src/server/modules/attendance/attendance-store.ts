import { and, asc, between, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tally } from '../../../domain/attendance/attendance';
import { periodsCovered, weekdayOf, type Term } from '../../../domain/timetable/timetable';
import type { BellPeriod } from '../../../domain/timetable/bell-schedule';
import type { Database } from '../../db/client';
import {
  attendanceMarks,
  attendanceSheets,
  attendanceShortages,
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

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

export const sectionLabel = sql<string>`${batches.name} || ' ' || ${branches.shortName} || ' ' || ${sections.name}`;

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
      .innerJoin(timetables, eq(timetables.id, timetableSlots.timetableId))
      .innerJoin(facultyAllotments, eq(facultyAllotments.id, timetableSlots.allotmentId))
      .innerJoin(faculty, eq(faculty.id, facultyAllotments.facultyId))
      .innerJoin(courses, eq(courses.id, facultyAllotments.subjectId))
      .innerJoin(sections, eq(sections.id, timetables.sectionId))
      .innerJoin(batches, eq(batches.id, sections.batchId))
      .innerJoin(branches, eq(branches.id, sections.branchId))
      .innerJoin(departments, eq(departments.id, branches.departmentId));

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
      const [row] = await db
        .insert(attendanceSheets)
        .values({
          sectionId: slot.sectionId,
          subjectId: slot.subjectId,
          date: input.date,
          periodId: slot.periodId,
          slotId: slot.slotId,
          academicYear: slot.academicYear,
          term: slot.term,
          takenBy: input.takenBy,
          absent: input.absentees.size,
        })
        .onConflictDoUpdate({
          target: [
            attendanceSheets.sectionId,
            attendanceSheets.subjectId,
            attendanceSheets.date,
            attendanceSheets.periodId,
          ],
          set: { takenBy: input.takenBy, absent: input.absentees.size, updatedAt: sql`now()` },
        })
        .returning({ id: attendanceSheets.id, created: sql<boolean>`(xmax = 0)` });
      const id = row!.id;
      // A correction replaces the marks; a new sheet has none to remove.
      if (!row!.created) await db.delete(attendanceMarks).where(eq(attendanceMarks.sheetId, id));
      const marks = input.studentIds.map((studentId) => ({
        sheetId: id,
        studentId,
        present: !input.absentees.has(studentId),
      }));
      for (let i = 0; i < marks.length; i += 2000) await db.insert(attendanceMarks).values(marks.slice(i, i + 2000));
      return { id, created: Boolean(row!.created) };
    },

    /** Classes held and attended per student and subject in a semester (for the students given). */
    async tallies(studentIds: readonly number[], year: string, term: Term) {
      if (!studentIds.length) return [];
      const rows = await db
        .select({
          studentId: attendanceMarks.studentId,
          subjectId: attendanceSheets.subjectId,
          held: count(),
          present: sql<number>`count(*) filter (where ${attendanceMarks.present})`,
        })
        .from(attendanceMarks)
        .innerJoin(attendanceSheets, eq(attendanceSheets.id, attendanceMarks.sheetId))
        .where(
          and(
            inArray(attendanceMarks.studentId, [...studentIds]),
            eq(attendanceSheets.academicYear, year),
            eq(attendanceSheets.term, term),
          ),
        )
        .groupBy(attendanceMarks.studentId, attendanceSheets.subjectId);
      return rows.map((r) => ({ ...r, held: Number(r.held), present: Number(r.present) }));
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

    /** Which of these students were last marked short in the semester. */
    async shortNow(studentIds: readonly number[], year: string, term: Term): Promise<Set<number>> {
      if (!studentIds.length) return new Set();
      const rows = await db
        .select({ studentId: attendanceShortages.studentId })
        .from(attendanceShortages)
        .where(
          and(
            inArray(attendanceShortages.studentId, [...studentIds]),
            eq(attendanceShortages.academicYear, year),
            eq(attendanceShortages.term, term),
            eq(attendanceShortages.short, true),
          ),
        );
      return new Set(rows.map((r) => r.studentId));
    },

    async markShort(studentIds: readonly number[], year: string, term: Term, short: boolean) {
      if (!studentIds.length) return;
      await db
        .insert(attendanceShortages)
        .values(studentIds.map((studentId) => ({ studentId, academicYear: year, term, short })))
        .onConflictDoUpdate({
          target: [attendanceShortages.studentId, attendanceShortages.academicYear, attendanceShortages.term],
          set: { short, changedAt: sql`now()` },
        });
    },

    /** Where a shortage mail goes: the student's address and their linked parents' (empty ones left out). */
    async mailAddresses(studentIds: readonly number[]) {
      if (!studentIds.length) return [];
      const own = await db
        .select({ studentId: students.id, name: students.fullName, email: students.email })
        .from(students)
        .where(inArray(students.id, [...studentIds]));
      const parents = await db
        .select({ studentId: parentStudents.studentId, email: users.email })
        .from(parentStudents)
        .innerJoin(users, eq(users.id, parentStudents.parentUserId))
        .where(inArray(parentStudents.studentId, [...studentIds]));
      return own.map((s) => ({
        studentId: s.studentId,
        name: s.name,
        to: [s.email, ...parents.filter((p) => p.studentId === s.studentId).map((p) => p.email)].filter(
          (e): e is string => Boolean(e),
        ),
      }));
    },

    /** A teacher's allotments of a year with their section and subject. */
    allotmentsOf(facultyId: number, year: string) {
      return db
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
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .innerJoin(branches, eq(branches.id, sections.branchId))
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
      const rows = await db
        .select({
          studentId: attendanceMarks.studentId,
          held: count(),
          present: sql<number>`count(*) filter (where ${attendanceMarks.present})`,
        })
        .from(attendanceMarks)
        .innerJoin(attendanceSheets, eq(attendanceSheets.id, attendanceMarks.sheetId))
        .where(
          and(
            eq(attendanceSheets.sectionId, sectionId),
            eq(attendanceSheets.subjectId, subjectId),
            eq(attendanceSheets.academicYear, year),
            eq(attendanceSheets.term, term),
          ),
        )
        .groupBy(attendanceMarks.studentId);
      return new Map<number, Tally>(
        rows.map((r) => [r.studentId, { held: Number(r.held), present: Number(r.present) }]),
      );
    },

    /** The department a section belongs to (null: no such section). */
    async sectionOf(sectionId: number) {
      const [row] = await db
        .select({ id: sections.id, label: sectionLabel, department: departments.name })
        .from(sections)
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .innerJoin(branches, eq(branches.id, sections.branchId))
        .innerJoin(departments, eq(departments.id, branches.departmentId))
        .where(eq(sections.id, sectionId));
      return row ?? null;
    },

    /** A date's absentees of a department (null: the college's), with their class. */
    absenteesOn(date: string, department: string | null) {
      return db
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
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .innerJoin(branches, eq(branches.id, sections.branchId))
        .innerJoin(departments, eq(departments.id, branches.departmentId))
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
      const [row] = await db
        .select({
          sheets: sql<number>`count(distinct ${attendanceSheets.id})`,
          marks: count(),
          absent: sql<number>`count(*) filter (where not ${attendanceMarks.present})`,
        })
        .from(attendanceSheets)
        .innerJoin(attendanceMarks, eq(attendanceMarks.sheetId, attendanceSheets.id))
        .innerJoin(sections, eq(sections.id, attendanceSheets.sectionId))
        .innerJoin(branches, eq(branches.id, sections.branchId))
        .innerJoin(departments, eq(departments.id, branches.departmentId))
        .where(
          and(eq(attendanceSheets.date, date), department === null ? undefined : eq(departments.name, department)),
        );
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
      return db
        .select({ value: sections.id, label: sectionLabel })
        .from(sections)
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .innerJoin(branches, eq(branches.id, sections.branchId))
        .innerJoin(departments, eq(departments.id, branches.departmentId))
        .where(department === null ? undefined : eq(departments.name, department))
        .orderBy(asc(batches.name), asc(branches.shortName), asc(sections.name));
    },
  };
}
export type AttendanceStore = ReturnType<typeof attendanceStore>;
