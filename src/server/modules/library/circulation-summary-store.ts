import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  collegeDay,
  collegeDayEnd,
  collegeDayStart,
  collegeMonthStart,
  collegeTimeZone,
} from '../../../domain/calendar/college-time';
import { MOST_BORROWED, SUMMARY_DAYS, type CirculationSummary } from '../../../domain/library/circulation-summary';
import { addDays } from '../../../domain/library/loan-days';
import type { Database } from '../../db/client';
import { libraryCopies, libraryFines, libraryHolds, libraryLoans, libraryTitles } from '../../db/schema';

const count = sql<number>`count(*)::int`;

/** The incharge's circulation figures, counted from the loans, holds and fines when asked (college days). */
export function circulationSummaryStore(db: Database) {
  /** Loans by the college day of `column`, from `from` on. */
  const perDay = (column: typeof libraryLoans.issuedAt | typeof libraryLoans.returnedAt, from: Date) => {
    const day = sql<string>`to_char(${column} at time zone ${collegeTimeZone()}, 'YYYY-MM-DD')`;
    // Grouped by the select's first column: the zone is a parameter, so the expression is not repeated.
    return db
      .select({ day, n: count })
      .from(libraryLoans)
      .where(gte(column, from))
      .groupBy(sql`1`);
  };

  return {
    async circulation(now: Date): Promise<CirculationSummary> {
      const today = collegeDay(now);
      const start = collegeDayStart(today);
      const end = collegeDayEnd(today);
      const first = addDays(today, -(SUMMARY_DAYS - 1));
      const yearAgo = collegeDayStart(addDays(today, -365));
      const [[loans], [holds], [fines], issued, returned, most] = await Promise.all([
        db
          .select({
            issuedToday: sql<number>`count(*) filter (where ${libraryLoans.issuedAt} >= ${start} and ${libraryLoans.issuedAt} < ${end})::int`,
            returnedToday: sql<number>`count(*) filter (where ${libraryLoans.returnedAt} >= ${start} and ${libraryLoans.returnedAt} < ${end})::int`,
            onLoan: sql<number>`count(*) filter (where ${libraryLoans.returnedAt} is null)::int`,
            overdue: sql<number>`count(*) filter (where ${libraryLoans.returnedAt} is null and ${libraryLoans.dueOn} < ${today})::int`,
          })
          .from(libraryLoans).where(sql`${libraryLoans.returnedAt} is null or ${libraryLoans.returnedAt} >= ${start}
            or ${libraryLoans.issuedAt} >= ${start}`),
        db
          .select({
            waiting: sql<number>`count(*) filter (where ${libraryHolds.status} = 'WAITING')::int`,
            ready: sql<number>`count(*) filter (where ${libraryHolds.status} = 'READY')::int`,
          })
          .from(libraryHolds)
          .where(sql`${libraryHolds.status} in ('WAITING', 'READY')`),
        db
          .select({
            collected: sql<string>`coalesce(sum(${libraryFines.amountPaise}) filter (where ${libraryFines.status} = 'PAID' and ${libraryFines.settledAt} >= ${collegeDayStart(collegeMonthStart(now))}), 0)`,
            open: sql<string>`coalesce(sum(${libraryFines.amountPaise}) filter (where ${libraryFines.status} = 'OPEN'), 0)`,
          })
          .from(libraryFines),
        perDay(libraryLoans.issuedAt, collegeDayStart(first)),
        perDay(libraryLoans.returnedAt, collegeDayStart(first)),
        db
          .select({ id: libraryTitles.id, title: libraryTitles.title, loans: count })
          .from(libraryLoans)
          .innerJoin(libraryCopies, eq(libraryCopies.id, libraryLoans.copyId))
          .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
          .where(and(gte(libraryLoans.issuedAt, yearAgo), lt(libraryLoans.issuedAt, end)))
          .groupBy(libraryTitles.id, libraryTitles.title)
          .orderBy(desc(count), libraryTitles.title)
          .limit(MOST_BORROWED),
      ]);
      const on = (rows: { day: string; n: number }[], day: string) => rows.find((r) => r.day === day)?.n ?? 0;
      const days = Array.from({ length: SUMMARY_DAYS }, (_, i) => addDays(first, i));
      return {
        today,
        loansToday: loans?.issuedToday ?? 0,
        returnsToday: loans?.returnedToday ?? 0,
        onLoan: loans?.onLoan ?? 0,
        overdue: loans?.overdue ?? 0,
        holdsWaiting: holds?.waiting ?? 0,
        holdsReady: holds?.ready ?? 0,
        finesCollectedPaise: Number(fines?.collected ?? 0),
        finesOpenPaise: Number(fines?.open ?? 0),
        byDay: days.map((day) => ({ day, issued: on(issued, day), returned: on(returned, day) })),
        mostBorrowed: most,
      };
    },
  };
}
