import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tally } from '../../../domain/attendance/attendance';
import { periodsCovered, weekdayOf, type Term } from '../../../domain/timetable/timetable';
import type { BellPeriod } from '../../../domain/timetable/bell-schedule';
import type { Database } from '../../db/client';
import {
  attendanceSheets,
  bellPeriods,
  courses,
  faculty,
  facultyAllotments,
  sections,
  timetableSlots,
  timetableSubstitutions,
  timetables,
} from '../../db/schema';
import { sectionLabel, withBatchAndBranch } from '../../db/section-joins';
import { attendanceTallies } from './attendance-tallies';
import { slotSelect, type ClassSlot } from './class-slots';

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

/** The SQL of classes: a date's classes on the bell schedule, a teacher's allotments and their classes' tallies. */
export function classesStore(db: Database) {
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
    const rows = await slotSelect(db).where(
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
      return slotSelect(db)
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
  };
}
