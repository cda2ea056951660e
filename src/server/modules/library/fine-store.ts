import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FineLine } from '../../../domain/library/fine-answers';
import type { Database } from '../../db/client';
import { libraryCopies, libraryFines, libraryTitles } from '../../db/schema';
import { chargesCovered, raiseStudentCharge, withdrawUnpaidCharge } from '../payments/service';
import type { Patron } from './patron-store';
import { patronKey } from './patron-store';

type Kind = 'OVERDUE' | 'LOST' | 'DAMAGED';

/**
 * What patrons owe the library. A student's fine is also a fee line of their own (the miscellaneous fee type), so it
 * shows in their dues and is paid online or at the fee counter with the same receipts as any fee; the fine is paid
 * when its line is covered. A staff member's fine (no fee line) is taken at the library desk.
 */
export function fineStore(db: Database) {
  const ofPatron = (p: Pick<Patron, 'kind' | 'id'>) =>
    p.kind === 'STUDENT' ? eq(libraryFines.studentId, p.id) : eq(libraryFines.facultyId, p.id);

  type OpenFine = { id: number; line: number | null; amount: number };

  /** Marks paid those of the open fines whose fee line is now covered; answers what is paid on each one's line. */
  async function settle(open: readonly OpenFine[]): Promise<Map<number, number>> {
    const onLines = open.filter((f) => f.line !== null);
    const covered = await chargesCovered(
      db,
      onLines.map((f) => f.line!),
    );
    const paid = onLines.filter((f) => (covered.get(f.line!) ?? 0) >= f.amount).map((f) => f.id);
    if (paid.length)
      await db
        .update(libraryFines)
        .set({ status: 'PAID', settledAt: sql`now()` })
        .where(inArray(libraryFines.id, paid));
    return new Map(onLines.map((f) => [f.id, Math.min(covered.get(f.line!) ?? 0, f.amount)]));
  }

  const openFines = (where: ReturnType<typeof eq>): Promise<OpenFine[]> =>
    db
      .select({ id: libraryFines.id, line: libraryFines.feeStructureId, amount: libraryFines.amountPaise })
      .from(libraryFines)
      .where(and(where, eq(libraryFines.status, 'OPEN')));

  /** Marks paid the open fines whose fee line is now covered; answers what is paid on each open fine's line. */
  const settleFromFees = async (where: ReturnType<typeof eq>) => settle(await openFines(where));

  return {
    /** The fines the patron has not paid nor had waived, in paise (less what is paid on their fee lines). */
    async owed(p: Pick<Patron, 'kind' | 'id'>): Promise<number> {
      const open = await openFines(ofPatron(p));
      const paidSoFar = await settle(open);
      return open.reduce((sum, f) => sum + f.amount - (paidSoFar.get(f.id) ?? 0), 0);
    },

    /** The patron's fines, the latest first, with what is paid on each. */
    async list(p: Pick<Patron, 'kind' | 'id'>, limit = 50): Promise<FineLine[]> {
      const paidSoFar = await settleFromFees(ofPatron(p));
      const rows = await db
        .select({
          id: libraryFines.id,
          kind: libraryFines.kind,
          amountPaise: libraryFines.amountPaise,
          status: libraryFines.status,
          reason: libraryFines.reason,
          title: libraryTitles.title,
          accessionNo: libraryCopies.accessionNo,
          feeLine: libraryFines.feeStructureId,
          createdAt: libraryFines.createdAt,
        })
        .from(libraryFines)
        .innerJoin(libraryCopies, eq(libraryCopies.id, libraryFines.copyId))
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
        .where(ofPatron(p))
        .orderBy(desc(libraryFines.createdAt), desc(libraryFines.id))
        .limit(limit);
      return rows.map(({ feeLine, ...r }) => ({
        ...r,
        kind: r.kind as Kind,
        status: r.status as FineLine['status'],
        paidPaise: r.status === 'PAID' ? r.amountPaise : (paidSoFar.get(r.id) ?? 0),
        throughFees: feeLine !== null,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /**
     * A fine (a late return's: one per loan, so a replayed return adds nothing; a lost or damaged copy's price),
     * with a student's fee line. `item` names it in the student's dues.
     */
    async add(
      fine: { loanId: number | null; copyId: number; kind: Kind; amountPaise: number; item: string; day: string },
      p: Pick<Patron, 'kind' | 'id'>,
    ): Promise<void> {
      if (fine.amountPaise <= 0) return;
      const [row] = await db
        .insert(libraryFines)
        .values({
          loanId: fine.loanId,
          copyId: fine.copyId,
          ...patronKey(p),
          kind: fine.kind,
          amountPaise: fine.amountPaise,
        })
        .onConflictDoNothing({ target: [libraryFines.loanId, libraryFines.kind] })
        .returning({ id: libraryFines.id });
      if (!row || p.kind !== 'STUDENT') return;
      const line = await raiseStudentCharge(db, {
        studentId: p.id,
        item: `${fine.item} #${String(row.id)}`,
        amountPaise: fine.amountPaise,
        dueDate: fine.day,
      });
      if (line !== null) await db.update(libraryFines).set({ feeStructureId: line }).where(eq(libraryFines.id, row.id));
    },

    /** The fine, locked, for waiving or taking at the desk. */
    async byId(id: number) {
      const [row] = await db.select().from(libraryFines).where(eq(libraryFines.id, id)).for('update');
      return row ?? null;
    },

    /**
     * Settles an open fine: waived with a reason, or paid at the library desk (a fine without a fee line). A waived
     * student's fine takes its fee line back; false when a payment already holds that line.
     */
    async settle(id: number, how: { status: 'WAIVED' | 'PAID'; reason: string }, userId: number, at: Date) {
      const [fine] = await db.select().from(libraryFines).where(eq(libraryFines.id, id));
      if (fine?.feeStructureId && !(await withdrawUnpaidCharge(db, fine.feeStructureId))) return false;
      await db
        .update(libraryFines)
        .set({ status: how.status, reason: how.reason, settledBy: userId, settledAt: at, feeStructureId: null })
        .where(eq(libraryFines.id, id));
      return true;
    },
  };
}

export type FineStore = ReturnType<typeof fineStore>;
