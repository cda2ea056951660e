import { and, asc, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PatronCategory } from '../../../domain/library/circulation-rules';
import type { Database } from '../../db/client';
import { faculty, libraryLoans, libraryReminders, students } from '../../db/schema';
import { loanColumns, loanPatronColumns, withLoanParts, type LoanRow } from './loan-store';

/** An overdue loan as the desk's loan line reads it, with its patron. */
export interface OverdueRow extends LoanRow {
  patronName: string;
  patronCode: string;
  email: string | null;
  remindedOn: string | null;
}

const { patronName } = loanPatronColumns;
const lastReminded = sql<string | null>`(select max(r.reminded_on)::text from library_reminders r
  where r.student_id is not distinct from ${libraryLoans.studentId}
  and r.faculty_id is not distinct from ${libraryLoans.facultyId})`;

const columns = {
  ...loanColumns,
  ...loanPatronColumns,
  email: sql<string | null>`coalesce(${students.email}, ${faculty.email})`,
  remindedOn: lastReminded,
};

/**
 * The loans past their due day (open, due before today) and the reminders mailed about them. A loan's open days
 * late only grow as its due day gets older, so "most late first" is the oldest due day first, in SQL.
 */
export function overdueStore(db: Database) {
  const overdue = (today: string, category: PatronCategory | undefined): SQL | undefined =>
    and(
      isNull(libraryLoans.returnedAt),
      lt(libraryLoans.dueOn, today),
      category ? eq(libraryLoans.patronCategory, category) : undefined,
    );
  const joined = () => withLoanParts(db.select(columns).from(libraryLoans).$dynamic());

  return {
    /** A page of the overdue loans, and how many there are in all. */
    async page(
      today: string,
      q: { category?: PatronCategory; order: 'late' | 'due'; page: number },
      size: number,
    ): Promise<{ rows: OverdueRow[]; total: number }> {
      const where = overdue(today, q.category);
      const [counted] = await db.select({ n: count() }).from(libraryLoans).where(where);
      const rows = await joined()
        .where(where)
        .orderBy(
          q.order === 'late' ? asc(libraryLoans.dueOn) : desc(libraryLoans.dueOn),
          asc(patronName),
          asc(libraryLoans.id),
        )
        .limit(size)
        .offset((q.page - 1) * size);
      return { rows, total: counted?.n ?? 0 };
    },

    /** Every overdue loan (of a category), by patron, to remind them. */
    async all(today: string, category: PatronCategory | undefined): Promise<OverdueRow[]> {
      return joined()
        .where(overdue(today, category))
        .orderBy(asc(libraryLoans.studentId), asc(libraryLoans.facultyId), asc(libraryLoans.dueOn));
    },

    /** Records the patron's reminder of the day; false when they were already reminded that day (nothing written). */
    async remind(
      patron: { studentId: number | null; facultyId: number | null },
      day: string,
      loans: number,
      userId: number,
    ): Promise<boolean> {
      const rows = await db
        .insert(libraryReminders)
        .values({ ...patron, remindedOn: day, loans, sentBy: userId })
        .onConflictDoNothing()
        .returning({ id: libraryReminders.id });
      return rows.length > 0;
    },
  };
}

export type OverdueStore = ReturnType<typeof overdueStore>;
