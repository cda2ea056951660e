import { and, eq, gte, lte } from 'drizzle-orm';
import { termOnCalendar, type TermSpan } from '../../../domain/timetable/calendar-term';
import { addDays, type Term } from '../../../domain/timetable/timetable';
import type { Database } from '../../db/client';
import { semesterDates, semesters } from '../../db/schema';

/** The semester dates of the college's calendar within a year either side of a day. */
async function spansAround(db: Database, day: string): Promise<TermSpan[]> {
  const rows = await db
    .select({ startDate: semesterDates.startDate, endDate: semesterDates.endDate, number: semesters.number })
    .from(semesterDates)
    .innerJoin(semesters, eq(semesters.id, semesterDates.semesterId))
    .where(and(gte(semesterDates.endDate, addDays(day, -366)), lte(semesterDates.startDate, addDays(day, 366))));
  return rows.map((r) => ({ startDate: r.startDate, endDate: r.endDate, term: r.number % 2 === 1 ? 'odd' : 'even' }));
}

/**
 * The semester (odd, even) of days by the college's calendar (`termOnCalendar`): what the timetables, attendance and
 * leave read as "this semester".
 */
export function calendarTerms(db: Database) {
  return {
    termOn: async (day: string): Promise<Term> => termOnCalendar(day, await spansAround(db, day)),
    /** Days within a few months of each other (a leave's), answered from one read. */
    async termsOn(days: readonly string[]): Promise<Map<string, Term>> {
      if (!days.length) return new Map();
      const spans = await spansAround(db, days[0]!);
      return new Map(days.map((d) => [d, termOnCalendar(d, spans)]));
    },
  };
}

export type CalendarTerms = ReturnType<typeof calendarTerms>;
