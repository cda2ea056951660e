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

/** What circulation reads of its rules, in one: the matrix, the settings and the closed days over a span. */
export interface CirculationRules {
  rules: LoanRule[];
  settings: LibrarySettings;
  closed: ClosedDay;
}

/** A rule row as the table holds it (by its columns' names, as json_agg writes them). */
interface RuleRow {
  patron_category: string;
  item_type: string;
  loan_days: number;
  max_loans: number;
  renewals: number;
  fine_per_day_paise: number;
  max_fine_paise: number;
  holds_allowed: boolean;
}

const ruleOf = (r: RuleRow): LoanRule => ({
  patronCategory: r.patron_category as PatronCategory,
  itemType: r.item_type as LoanRule['itemType'],
  loanDays: r.loan_days,
  maxLoans: r.max_loans,
  renewals: r.renewals,
  finePerDayPaise: r.fine_per_day_paise,
  maxFinePaise: r.max_fine_paise,
  holdsAllowed: r.holds_allowed,
});

/** What circulation reads of its rules: the matrix, the settings, the library's closed days and the allowances. */
export function rulesStore(db: Database) {
  const settingsOf = (row: typeof librarySettings.$inferSelect | undefined): LibrarySettings =>
    row
      ? {
          fineBlockPaise: row.fineBlockPaise,
          pickupDays: row.pickupDays,
          closedWeekdays: row.closedWeekdays,
          publicCatalogue: row.publicCatalogue,
        }
      : DEFAULT_SETTINGS;

  return {
    async rules(): Promise<LoanRule[]> {
      const rows = await db.select().from(libraryRules).orderBy(asc(libraryRules.patronCategory));
      return rows.map((r) =>
        ruleOf({
          patron_category: r.patronCategory,
          item_type: r.itemType,
          loan_days: r.loanDays,
          max_loans: r.maxLoans,
          renewals: r.renewals,
          fine_per_day_paise: r.finePerDayPaise,
          max_fine_paise: r.maxFinePaise,
          holds_allowed: r.holdsAllowed,
        }),
      );
    },

    async settings(): Promise<LibrarySettings> {
      const [row] = await db.select().from(librarySettings).where(eq(librarySettings.id, 1));
      return settingsOf(row);
    },

    /**
     * The rules, the settings and the holidays between two days in one statement: a desk action reads all three on
     * its transaction's one connection, and each round trip there is time the desk waits.
     */
    async circulation(from: string, to: string): Promise<CirculationRules> {
      const result = await db.execute<{
        rules: RuleRow[];
        settings: {
          fine_block_paise: number;
          pickup_days: number;
          closed_weekdays: number[];
          public_catalogue: boolean;
        } | null;
        holidays: string[];
      }>(sql`
        select
          (select coalesce(json_agg(r order by r.patron_category, r.id), '[]') from ${libraryRules} r) as rules,
          (select row_to_json(s) from ${librarySettings} s where s.id = 1) as settings,
          (select coalesce(json_agg(h.date), '[]') from ${holidays} h where h.date >= ${from} and h.date <= ${to}) as holidays`);
      const [row] = result.rows;
      const s = row?.settings;
      const settings = s
        ? {
            fineBlockPaise: s.fine_block_paise,
            pickupDays: s.pickup_days,
            closedWeekdays: s.closed_weekdays,
            publicCatalogue: s.public_catalogue,
          }
        : DEFAULT_SETTINGS;
      return {
        rules: (row?.rules ?? []).map(ruleOf),
        settings,
        closed: libraryClosed(row?.holidays ?? [], settings.closedWeekdays),
      };
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
