import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ClaimList, ClaimRow } from '../../../domain/payments/concession-answers';
import { CONCESSION_MESSAGES as M } from '../../../domain/payments/concession-messages';
import { rupeesText } from '../../../domain/money/money';
import {
  claimBalance,
  semestersOfYear,
  spreadOver,
  type ClaimStatus,
  type ReimbursementClaimInput,
} from '../../../domain/payments/reimbursements';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import {
  branches,
  feeReimbursementLines,
  feeReimbursementReceipts,
  feeReimbursements,
  feeStructures,
  feeTypes,
  students,
} from '../../db/schema';
import { coveredOnLineSql } from './fee-reliefs-sql';
import { PaymentRefused } from './start-payment-shapes';

const receivedSql = sql<number>`coalesce((select sum(rr.amount_paise) from fee_reimbursement_receipts rr
  where rr.claim_id = ${feeReimbursements.id}), 0)`.mapWith(Number);
/** What the student still owes on the claim's dues, every relief and payment counted. */
const studentDueSql = sql<number>`coalesce((select sum(greatest(cf.amount_paise
    - ${coveredOnLineSql(sql`${feeReimbursements.studentId}`, sql`cf.id`)}, 0))
  from fee_reimbursement_lines cl join fee_structures cf on cf.id = cl.fee_structure_id
  where cl.claim_id = ${feeReimbursements.id}), 0)`.mapWith(Number);

/**
 * The state's fee reimbursement: claims per student, fee head and year of study; money the state paid on them; closing
 * one, after which what the state did not pay is the student's again. Each write locks the claim (or the student).
 */
export function reimbursementStore(db: Database, transaction: TransactionRunner) {
  const lockClaim = async (id: number) => {
    const [claim] = await db.select().from(feeReimbursements).where(eq(feeReimbursements.id, id)).for('update');
    if (!claim) throw new PaymentRefused(M.claimNotFound, 404);
    if (claim.status !== 'OPEN') throw new PaymentRefused(M.claimClosed, 409);
    const [got] = await db
      .select({ received: receivedSql })
      .from(feeReimbursements)
      .where(eq(feeReimbursements.id, id));
    return { claim, received: got!.received };
  };
  /** Sets what each of the claim's dues is relieved of: `amount` spread over them, first semester first. */
  const credit = async (claimId: number, amount: number) => {
    const lines = await db
      .select({ id: feeReimbursementLines.id, amount: feeReimbursementLines.expectedPaise })
      .from(feeReimbursementLines)
      .where(eq(feeReimbursementLines.claimId, claimId))
      .orderBy(asc(feeReimbursementLines.id));
    for (const part of spreadOver(amount, lines).parts)
      await db
        .update(feeReimbursementLines)
        .set({ creditedPaise: part.part })
        .where(eq(feeReimbursementLines.id, part.id));
  };
  const close = async (id: number, by: number, now: Date, received: number) => {
    await credit(id, received);
    await db
      .update(feeReimbursements)
      .set({ status: 'CLOSED', closedBy: by, closedAt: now })
      .where(eq(feeReimbursements.id, id));
  };

  return {
    async list(academicYear: string): Promise<ClaimList> {
      const rows = await db
        .select({
          c: feeReimbursements,
          rollNo: students.rollNo,
          studentName: students.fullName,
          branch: branches.shortName,
          feeType: feeTypes.name,
          received: receivedSql,
          studentDue: studentDueSql,
        })
        .from(feeReimbursements)
        .innerJoin(students, eq(students.id, feeReimbursements.studentId))
        .innerJoin(branches, eq(branches.id, students.branchId))
        .innerJoin(feeTypes, eq(feeTypes.id, feeReimbursements.feeTypeId))
        .where(academicYear ? eq(feeReimbursements.academicYear, academicYear) : undefined)
        .orderBy(desc(feeReimbursements.academicYear), asc(students.rollNo), asc(feeReimbursements.yearOfStudy))
        .limit(2000);
      const claims: ClaimRow[] = rows.map((r) => {
        const status = r.c.status as ClaimStatus;
        const { fromState, backToStudent } = claimBalance({
          expected: r.c.expectedPaise,
          received: r.received,
          status,
        });
        return {
          id: r.c.id,
          rollNo: r.rollNo,
          studentName: r.studentName,
          branch: r.branch,
          academicYear: r.c.academicYear,
          yearOfStudy: r.c.yearOfStudy,
          feeType: r.feeType,
          scheme: r.c.scheme,
          expected: r.c.expectedPaise,
          received: r.received,
          fromState,
          backToStudent,
          studentDue: r.studentDue,
          status,
        };
      });
      const sum = (pick: (c: ClaimRow) => number) => claims.reduce((s, c) => s + pick(c), 0);
      return {
        claims,
        totals: {
          expected: sum((c) => c.expected),
          received: sum((c) => c.received),
          fromState: sum((c) => c.fromState),
          backToStudent: sum((c) => c.backToStudent),
          studentDue: sum((c) => c.studentDue),
        },
      };
    },

    /** A claim on the state for the student's dues of a fee head in a year of study, at most what they still owe. */
    create(input: ReimbursementClaimInput, by: number, now: Date): Promise<number> {
      return transaction(async () => {
        const [student] = await db.select().from(students).where(eq(students.rollNo, input.rollNo)).for('update');
        if (!student) throw new PaymentRefused(M.unknownStudent, 404);
        const [type] = await db.select({ id: feeTypes.id }).from(feeTypes).where(eq(feeTypes.name, input.feeType));
        if (!type) throw new PaymentRefused(M.unknownFeeType, 400);
        const [twice] = await db
          .select({ id: feeReimbursements.id })
          .from(feeReimbursements)
          .where(
            and(
              eq(feeReimbursements.studentId, student.id),
              eq(feeReimbursements.feeTypeId, type.id),
              eq(feeReimbursements.yearOfStudy, input.yearOfStudy),
            ),
          );
        if (twice) throw new PaymentRefused(M.claimTwice, 409);
        const dues = await db
          .select({
            id: feeStructures.id,
            owed: sql<number>`greatest(${feeStructures.amountPaise} - ${coveredOnLineSql(student.id, feeStructures.id)}, 0)`.mapWith(
              Number,
            ),
          })
          .from(feeStructures)
          .where(
            and(
              eq(feeStructures.batchId, student.batchId),
              or(isNull(feeStructures.studentId), eq(feeStructures.studentId, student.id)),
              eq(feeStructures.feeTypeId, type.id),
              inArray(feeStructures.semester, semestersOfYear(input.yearOfStudy)),
            ),
          )
          .orderBy(asc(feeStructures.semester), asc(feeStructures.id));
        const open = dues.filter((d) => d.owed > 0);
        if (open.length === 0) throw new PaymentRefused(M.noLinesForClaim, 409);
        const total = open.reduce((s, d) => s + d.owed, 0);
        if (input.expected > total)
          throw new PaymentRefused(M.claimMoreThanDues.replace('{dues}', rupeesText(total)), 409);
        const [claim] = await db
          .insert(feeReimbursements)
          .values({
            studentId: student.id,
            academicYear: input.academicYear,
            yearOfStudy: input.yearOfStudy,
            feeTypeId: type.id,
            scheme: input.scheme,
            expectedPaise: input.expected,
            createdBy: by,
            createdAt: now,
          })
          .returning({ id: feeReimbursements.id });
        const { parts } = spreadOver(
          input.expected,
          open.map((d) => ({ id: d.id, amount: d.owed })),
        );
        await db.insert(feeReimbursementLines).values(
          parts
            .filter((p) => p.part > 0)
            .map((p) => ({
              claimId: claim!.id,
              studentId: student.id,
              feeStructureId: p.id,
              expectedPaise: p.part,
              creditedPaise: p.part,
            })),
        );
        return claim!.id;
      });
    },

    /** Money the state paid on an open claim; the claim closes itself once all it expected has come. */
    receive(id: number, input: { amount: number; receivedOn: string; reference: string }, by: number, now: Date) {
      return transaction(async () => {
        const { claim, received } = await lockClaim(id);
        const left = claim.expectedPaise - received;
        if (input.amount > left)
          throw new PaymentRefused(M.receivedMoreThanExpected.replace('{left}', rupeesText(left)), 409);
        await db.insert(feeReimbursementReceipts).values({
          claimId: id,
          amountPaise: input.amount,
          receivedOn: input.receivedOn,
          reference: input.reference,
          recordedBy: by,
          recordedAt: now,
        });
        if (input.amount === left) await close(id, by, now, claim.expectedPaise);
        return { closed: input.amount === left };
      });
    },

    /** Closes an open claim: its dues keep only what the state paid; the rest is the student's to pay. */
    close(id: number, by: number, now: Date) {
      return transaction(async () => {
        const { received } = await lockClaim(id);
        await close(id, by, now, received);
      });
    },
  };
}
export type ReimbursementStore = ReturnType<typeof reimbursementStore>;
