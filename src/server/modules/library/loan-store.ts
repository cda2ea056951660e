import { and, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { CopySource, CopyStatus, ItemType } from '../../../domain/library/catalogue';
import type { PatronCategory } from '../../../domain/library/circulation-rules';
import type { Database } from '../../db/client';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  faculty,
  libraryAllowances,
  libraryCopies,
  libraryCopyStatusChanges,
  libraryLoans,
  libraryTitles,
  students,
} from '../../db/schema';
import type { Patron } from './patron-store';
import { patronKey } from './patron-store';

/** A copy as the desk reads it, with its title's kind. */
export interface DeskCopy {
  id: number;
  titleId: number;
  barcode: string;
  accessionNo: string;
  title: string;
  itemType: ItemType;
  status: CopyStatus;
  source: CopySource;
  location: string;
  pricePaise: number | null;
}

/** A loan row with its copy and title, as the desk's answers and the patron's card show it. */
export interface LoanRow {
  id: number;
  copyId: number;
  titleId: number;
  barcode: string;
  accessionNo: string;
  title: string;
  itemType: ItemType;
  studentId: number | null;
  facultyId: number | null;
  patronCategory: PatronCategory;
  issuedAt: Date;
  dueOn: string;
  returnedAt: Date | null;
  renewals: number;
  allowanceId: number | null;
  allowance: string | null;
}

/** A loan row's columns (LoanRow), over the loans joined with copies, titles and allowances. */
export const loanColumns = {
  id: libraryLoans.id,
  copyId: libraryLoans.copyId,
  titleId: libraryCopies.titleId,
  barcode: libraryCopies.barcode,
  accessionNo: libraryCopies.accessionNo,
  title: libraryTitles.title,
  itemType: sql<ItemType>`${libraryTitles.itemType}`,
  studentId: libraryLoans.studentId,
  facultyId: libraryLoans.facultyId,
  patronCategory: sql<PatronCategory>`${libraryLoans.patronCategory}`,
  issuedAt: libraryLoans.issuedAt,
  dueOn: libraryLoans.dueOn,
  returnedAt: libraryLoans.returnedAt,
  renewals: libraryLoans.renewals,
  allowanceId: libraryLoans.allowanceId,
  allowance: libraryAllowances.name,
};

/** Who had a loan, by code and name (a student's roll number or a staff member's employee code). */
export const loanPatronColumns = {
  patronCode: sql<string>`coalesce(${students.rollNo}, ${faculty.empCode}, '')`,
  patronName: sql<string>`coalesce(${students.fullName}, ${faculty.fullName}, '')`,
};

/**
 * A select from the loans (made `$dynamic()`) joined with their copy, title, allowance and patron, as the lists that
 * show who had each loan read them.
 */
export function withLoanParts<T extends PgSelect>(query: T) {
  return query
    .innerJoin(libraryCopies, eq(libraryCopies.id, libraryLoans.copyId))
    .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
    .leftJoin(libraryAllowances, eq(libraryAllowances.id, libraryLoans.allowanceId))
    .leftJoin(students, eq(students.id, libraryLoans.studentId))
    .leftJoin(faculty, eq(faculty.id, libraryLoans.facultyId));
}

/** The loans and copies circulation reads and writes. */
export function loanStore(db: Database) {
  const loans = (where: SQL | undefined) =>
    db
      .select(loanColumns)
      .from(libraryLoans)
      .innerJoin(libraryCopies, eq(libraryCopies.id, libraryLoans.copyId))
      .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
      .leftJoin(libraryAllowances, eq(libraryAllowances.id, libraryLoans.allowanceId))
      .where(where);

  const ofPatron = (p: Pick<Patron, 'kind' | 'id'>) =>
    p.kind === 'STUDENT' ? eq(libraryLoans.studentId, p.id) : eq(libraryLoans.facultyId, p.id);

  return {
    /** The copy with this barcode, locked with `lock` so two desks moving the same copy go one after the other. */
    async copy(barcode: string, lock = false): Promise<DeskCopy | null> {
      const query = db
        .select({
          id: libraryCopies.id,
          titleId: libraryCopies.titleId,
          barcode: libraryCopies.barcode,
          accessionNo: libraryCopies.accessionNo,
          title: libraryTitles.title,
          itemType: sql<ItemType>`${libraryTitles.itemType}`,
          status: sql<CopyStatus>`${libraryCopies.status}`,
          source: sql<CopySource>`${libraryCopies.source}`,
          location: libraryCopies.location,
          pricePaise: libraryCopies.pricePaise,
        })
        .from(libraryCopies)
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
        .where(eq(sql`upper(${libraryCopies.barcode})`, barcode))
        .limit(1);
      const [row] = lock ? await query.for('update', { of: libraryCopies }) : await query;
      return row ?? null;
    },

    /** The copy's open loan, if it is out. */
    async openLoanOf(copyId: number): Promise<LoanRow | null> {
      const [row] = await loans(and(eq(libraryLoans.copyId, copyId), isNull(libraryLoans.returnedAt)));
      return row ?? null;
    },

    /** The patron's loans not yet returned, the earliest due first. */
    async openLoans(p: Pick<Patron, 'kind' | 'id'>): Promise<LoanRow[]> {
      return loans(and(ofPatron(p), isNull(libraryLoans.returnedAt))).orderBy(libraryLoans.dueOn, libraryLoans.id);
    },

    /** The patron's loans, open and returned, the latest first. */
    async history(p: Pick<Patron, 'kind' | 'id'>, limit: number): Promise<LoanRow[]> {
      return loans(ofPatron(p)).orderBy(desc(libraryLoans.issuedAt), desc(libraryLoans.id)).limit(limit);
    },

    /**
     * The copy's loan that was out at `at` but has been returned since: an offline return made at `at` reached the
     * server after the copy was taken back online (and perhaps issued again).
     */
    async lastReturned(copyId: number, at: Date): Promise<LoanRow | null> {
      const [row] = await loans(
        and(eq(libraryLoans.copyId, copyId), lte(libraryLoans.issuedAt, at), gt(libraryLoans.returnedAt, at)),
      )
        .orderBy(desc(libraryLoans.issuedAt))
        .limit(1);
      return row ?? null;
    },

    async byId(id: number): Promise<LoanRow | null> {
      const [row] = await loans(eq(libraryLoans.id, id));
      return row ?? null;
    },

    /** The loan's copy out to the patron: the loan row, and the copy marked issued. */
    async issue(
      copy: DeskCopy,
      patron: Patron,
      loan: { issuedAt: Date; dueOn: string; allowanceId: number | null; userId: number },
    ): Promise<number> {
      const [row] = await db
        .insert(libraryLoans)
        .values({
          copyId: copy.id,
          ...patronKey(patron),
          patronCategory: patron.category,
          allowanceId: loan.allowanceId,
          issuedAt: loan.issuedAt,
          dueOn: loan.dueOn,
          issuedBy: loan.userId,
        })
        .returning({ id: libraryLoans.id });
      await this.setCopyStatus(copy.id, 'ISSUED', loan.issuedAt);
      return row!.id;
    },

    async close(loanId: number, returnedAt: Date, userId: number): Promise<void> {
      await db
        .update(libraryLoans)
        .set({ returnedAt, returnedBy: userId })
        .where(and(eq(libraryLoans.id, loanId), isNull(libraryLoans.returnedAt)));
    },

    async renew(loanId: number, dueOn: string): Promise<void> {
      await db
        .update(libraryLoans)
        .set({ dueOn, renewals: sql`${libraryLoans.renewals} + 1` })
        .where(eq(libraryLoans.id, loanId));
    },

    /** A copy lost or damaged on loan: written off with the reason, in its history as a status given by hand is. */
    async writeOff(
      copyId: number,
      status: 'LOST' | 'DAMAGED',
      reason: string,
      act: { userId: number; at: Date },
    ): Promise<void> {
      const [written] = await db
        .update(libraryCopies)
        .set({ status, statusReason: reason, statusChangedAt: act.at, updatedAt: act.at })
        .where(eq(libraryCopies.id, copyId))
        .returning({ id: libraryCopies.id });
      if (!written) return;
      await db.insert(libraryCopyStatusChanges).values({
        copyId,
        fromStatus: 'ISSUED',
        toStatus: status,
        reason,
        changedBy: act.userId,
        changedAt: act.at,
      });
    },

    async setCopyStatus(copyId: number, status: 'AVAILABLE' | 'ISSUED' | 'ON_HOLD', at: Date): Promise<void> {
      await db
        .update(libraryCopies)
        .set({ status, statusReason: '', statusChangedAt: at, updatedAt: at })
        .where(eq(libraryCopies.id, copyId));
    },
  };
}

export type LoanStore = ReturnType<typeof loanStore>;
