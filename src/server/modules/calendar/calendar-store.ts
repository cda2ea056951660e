import { and, asc, between, eq, gte, lte } from 'drizzle-orm';
import type { MonthCalendar } from '../../../domain/calendar/month-calendar';
import type { Database } from '../../db/client';
import { activities, degrees, holidays, semesterDates, semesters } from '../../db/schema';

/** The SQL of the college calendar as a month shows it: the lists of academic set-up, read together. */
export function calendarStore(db: Database) {
  return {
    async month(month: string, from: string, to: string): Promise<MonthCalendar> {
      const [holidayRows, termRows, activityRows] = await Promise.all([
        db
          .select({ date: holidays.date, name: holidays.name })
          .from(holidays)
          .where(between(holidays.date, from, to))
          .orderBy(asc(holidays.date)),
        db
          .select({
            startDate: semesterDates.startDate,
            endDate: semesterDates.endDate,
            degree: degrees.name,
            semester: semesters.name,
          })
          .from(semesterDates)
          .innerJoin(degrees, eq(degrees.id, semesterDates.degreeId))
          .innerJoin(semesters, eq(semesters.id, semesterDates.semesterId))
          .where(and(lte(semesterDates.startDate, to), gte(semesterDates.endDate, from)))
          .orderBy(asc(semesterDates.startDate), asc(degrees.name), asc(semesters.number)),
        db
          .select({
            title: activities.title,
            startDate: activities.startDate,
            endDate: activities.endDate,
            venue: activities.venue,
          })
          .from(activities)
          .where(and(lte(activities.startDate, to), gte(activities.endDate, from)))
          .orderBy(asc(activities.startDate), asc(activities.title)),
      ]);
      const terms = new Map<string, MonthCalendar['terms'][number]>();
      for (const t of termRows) {
        const key = `${t.startDate}/${t.endDate}`;
        const line = terms.get(key) ?? { startDate: t.startDate, endDate: t.endDate, semesters: [] };
        line.semesters.push(`${t.degree} ${t.semester}`);
        terms.set(key, line);
      }
      return { month, holidays: holidayRows, terms: [...terms.values()], activities: activityRows };
    },
  };
}
export type CalendarStore = ReturnType<typeof calendarStore>;
