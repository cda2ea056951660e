import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CopyStatus } from '../../../domain/library/catalogue';
import type { HistoryFine } from '../../../domain/library/history-answers';
import { HISTORY_PAGE_SIZE } from '../../../domain/library/history-query';
import type { Database } from '../../db/client';
import { libraryCopies, libraryFines, libraryLoans, libraryTitles } from '../../db/schema';
import { loanColumns, loanPatronColumns, withLoanParts, type LoanRow } from './loan-store';
import type { Patron } from './patron-store';

/** A loan of the history, with who had it and the late fine its return raised (null: none, or still out). */
export interface HistoryLoanRow extends LoanRow {
  patronCode: string;
  patronName: string;
  fineRaisedPaise: number | null;
}

/** A copy found by its barcode or accession number. */
export interface HistoryCopy {
  id: number;
  titleId: number;
  title: string;
  barcode: string;
  accessionNo: string;
  status: CopyStatus;
  location: string;
}

const historyColumns = { ...loanColumns, ...loanPatronColumns };

/** The loans, fines and copies the History screen reads: a patron's or a copy's past, a page at a time. */
export function historyStore(db: Database) {
  const ofPatron = (p: Pick<Patron, 'kind' | 'id'>) =>
    p.kind === 'STUDENT' ? eq(libraryLoans.studentId, p.id) : eq(libraryLoans.facultyId, p.id);

  /** The late fine each returned loan raised (one per loan), by loan. */
  async function finesRaised(loanIds: number[]): Promise<Map<number, number>> {
    if (loanIds.length === 0) return new Map();
    const rows = await db
      .select({ loanId: libraryFines.loanId, amount: libraryFines.amountPaise })
      .from(libraryFines)
      .where(and(inArray(libraryFines.loanId, loanIds), eq(libraryFines.kind, 'OVERDUE')));
    return new Map(rows.map((r) => [r.loanId!, r.amount]));
  }

  /** A page of the loans `where` picks, the latest issued first, and how many it picks in all. */
  async function page(where: SQL, pageNo: number): Promise<{ rows: HistoryLoanRow[]; total: number }> {
    const [counted] = await db.select({ total: count() }).from(libraryLoans).where(where);
    const rows = await withLoanParts(db.select(historyColumns).from(libraryLoans).$dynamic())
      .where(where)
      .orderBy(desc(libraryLoans.issuedAt), desc(libraryLoans.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((pageNo - 1) * HISTORY_PAGE_SIZE);
    const raised = await finesRaised(rows.filter((r) => r.returnedAt).map((r) => r.id));
    return {
      rows: rows.map((r) => ({ ...r, fineRaisedPaise: raised.get(r.id) ?? null })),
      total: counted?.total ?? 0,
    };
  }

  return {
    /** A page of the patron's loans, open and returned. */
    patronLoans: (p: Pick<Patron, 'kind' | 'id'>, pageNo: number) => page(ofPatron(p), pageNo),

    /** A page of the copy's loans. */
    copyLoans: (copyId: number, pageNo: number) => page(eq(libraryLoans.copyId, copyId), pageNo),

    /** The patron's fines, the latest first (at most `limit`), with when each was paid or waived. */
    async patronFines(p: Pick<Patron, 'kind' | 'id'>, limit = 100): Promise<HistoryFine[]> {
      const rows = await db
        .select({
          id: libraryFines.id,
          kind: sql<HistoryFine['kind']>`${libraryFines.kind}`,
          amountPaise: libraryFines.amountPaise,
          status: sql<HistoryFine['status']>`${libraryFines.status}`,
          reason: libraryFines.reason,
          title: libraryTitles.title,
          accessionNo: libraryCopies.accessionNo,
          createdAt: libraryFines.createdAt,
          settledAt: libraryFines.settledAt,
        })
        .from(libraryFines)
        .innerJoin(libraryCopies, eq(libraryCopies.id, libraryFines.copyId))
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
        .where(p.kind === 'STUDENT' ? eq(libraryFines.studentId, p.id) : eq(libraryFines.facultyId, p.id))
        .orderBy(desc(libraryFines.createdAt), desc(libraryFines.id))
        .limit(limit);
      return rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
      }));
    },

    /** The copy with this barcode or accession number (upper case, as the desk's schema makes it), whatever its case. */
    async copy(code: string): Promise<HistoryCopy | null> {
      const [row] = await db
        .select({
          id: libraryCopies.id,
          titleId: libraryCopies.titleId,
          title: libraryTitles.title,
          barcode: libraryCopies.barcode,
          accessionNo: libraryCopies.accessionNo,
          status: sql<CopyStatus>`${libraryCopies.status}`,
          location: libraryCopies.location,
        })
        .from(libraryCopies)
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
        .where(or(eq(sql`upper(${libraryCopies.barcode})`, code), eq(sql`upper(${libraryCopies.accessionNo})`, code)))
        // A barcode before an accession number: a register numbered like another copy's printed barcode.
        .orderBy(sql`upper(${libraryCopies.barcode}) = ${code} desc`, libraryCopies.id)
        .limit(1);
      return row ?? null;
    },
  };
}

export type HistoryStore = ReturnType<typeof historyStore>;
