import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { LoanRule, PatronCategory } from '../../../domain/library/circulation-rules';
import { libraryClosed, type ClosedDay } from '../../../domain/library/loan-days';
import type { Database } from '../../db/client';
import { holidays, libraryAllowances, libraryRules, librarySettings } from '../../db/schema';

/** The library's settings as circulation reads them. */
export interface LibrarySettings {
  fineBlockPaise: number;
  pickupDays: number;
  closedWeekdays: number[];
  publicCatalogue: boolean;
}

const DEFAULT_SETTINGS: LibrarySettings = {
  fineBlockPaise: 10000,
  pickupDays: 3,
  closedWeekdays: [0],
  publicCatalogue: false,
};

/** A material allowance that covers a student now. */
export interface Allowance {
  id: number;
  name: string;
  maxCopies: number;
  dueOn: string;
}

/** What circulation reads of its rules: the matrix, the settings, the library's closed days and the allowances. */
export function rulesStore(db: Database) {
  return {
    async rules(): Promise<LoanRule[]> {
      const rows = await db.select().from(libraryRules).orderBy(asc(libraryRules.patronCategory));
      return rows.map((r) => ({
        patronCategory: r.patronCategory as PatronCategory,
        itemType: r.itemType as LoanRule['itemType'],
        loanDays: r.loanDays,
        maxLoans: r.maxLoans,
        renewals: r.renewals,
        finePerDayPaise: r.finePerDayPaise,
        maxFinePaise: r.maxFinePaise,
        holdsAllowed: r.holdsAllowed,
      }));
    },

    async settings(): Promise<LibrarySettings> {
      const [row] = await db.select().from(librarySettings).where(eq(librarySettings.id, 1));
      return row
        ? {
            fineBlockPaise: row.fineBlockPaise,
            pickupDays: row.pickupDays,
            closedWeekdays: row.closedWeekdays,
            publicCatalogue: row.publicCatalogue,
          }
        : DEFAULT_SETTINGS;
    },

    /** The days the library is closed between two days (holidays of the calendar, closed weekdays). */
    async closedDays(from: string, to: string, closedWeekdays: readonly number[]): Promise<ClosedDay> {
      const rows = await db
        .select({ date: holidays.date })
        .from(holidays)
        .where(and(gte(holidays.date, from), lte(holidays.date, to)));
      return libraryClosed(
        rows.map((r) => r.date),
        closedWeekdays,
      );
    },

    /**
     * The material allowance covering a student of this degree and semester on this day: an active one not yet due,
     * of the student's degree (or every degree) and semester (or every semester), the most particular first.
     */
    async allowanceFor(degreeId: number, semester: number, today: string): Promise<Allowance | null> {
      const [row] = await db
        .select({
          id: libraryAllowances.id,
          name: libraryAllowances.name,
          maxCopies: libraryAllowances.maxCopies,
          dueOn: libraryAllowances.dueOn,
        })
        .from(libraryAllowances)
        .where(
          and(
            eq(libraryAllowances.active, true),
            gte(libraryAllowances.dueOn, today),
            or(isNull(libraryAllowances.degreeId), eq(libraryAllowances.degreeId, degreeId)),
            or(isNull(libraryAllowances.semester), eq(libraryAllowances.semester, semester)),
          ),
        )
        .orderBy(
          sql`${libraryAllowances.degreeId} desc nulls last`,
          sql`${libraryAllowances.semester} desc nulls last`,
          asc(libraryAllowances.dueOn),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

export type RulesStore = ReturnType<typeof rulesStore>;
