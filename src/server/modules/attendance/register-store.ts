import { and, asc, between, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attendanceMarks,
  attendanceSheets,
  batches,
  bellPeriods,
  branches,
  courses,
  departments,
  sections,
  students,
} from '../../db/schema';
import { sectionLabel, withDepartment, withSectionDepartment } from '../../db/section-joins';
import { notOnHoliday } from './teaching-day-store';

/** The SQL of the HoD's reads: a date's absentees and totals of a department, a section's monthly register. */
export function registerStore(db: Database) {
  return {
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

    /** A section's sheets between two dates (teaching days) and their absentees, for the monthly register. */
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
        .where(and(eq(attendanceSheets.sectionId, sectionId), between(attendanceSheets.date, from, to), notOnHoliday))
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
