import { and, eq, sql } from 'drizzle-orm';
import type { CalendarDay } from '../../../domain/calendar/teaching-day';
import type { Term } from '../../../domain/timetable/timetable';
import type { Database } from '../../db/client';
import { academicYears, branches, holidays, sections, semesterDates, semesters } from '../../db/schema';

/** The holidays list's days, as a condition on attendance_sheets: percentages count only teaching days. */
export const notOnHoliday = sql`not exists (select 1 from holidays h where h.date = attendance_sheets.date)`;

/** The SQL of the college's calendar as a sheet reads it. */
export function teachingDayStore(db: Database) {
  /** The name of the holiday or closure on a date, or null. */
  async function holidayOn(date: string): Promise<string | null> {
    const [row] = await db.select({ name: holidays.name }).from(holidays).where(eq(holidays.date, date)).limit(1);
    return row?.name ?? null;
  }

  return {
    holidayOn,

    /** The holiday on a date, and a section's semester dates of its degree in an academic year's odd or even term. */
    async calendarDay(sectionId: number, date: string, year: string, term: Term): Promise<CalendarDay> {
      const holiday = await holidayOn(date);
      const terms = await db
        .select({ startDate: semesterDates.startDate, endDate: semesterDates.endDate })
        .from(sections)
        .innerJoin(branches, eq(branches.id, sections.branchId))
        .innerJoin(semesterDates, eq(semesterDates.degreeId, branches.degreeId))
        .innerJoin(academicYears, eq(academicYears.id, semesterDates.academicYearId))
        .innerJoin(semesters, eq(semesters.id, semesterDates.semesterId))
        .where(
          and(
            eq(sections.id, sectionId),
            eq(academicYears.name, year),
            sql`${semesters.number} % 2 = ${term === 'odd' ? 1 : 0}`,
          ),
        );
      return { holiday, terms };
    },
  };
}
