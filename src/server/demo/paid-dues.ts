import { and, asc, eq, like, lte } from 'drizzle-orm';
import { issueDemoReceipt } from './demo-receipt';
import type { Database } from '../db/client';
import { feePaymentOrderLines, feePaymentOrders, feeStructures, feeTypes, students } from '../db/schema';
import type { DemoBatch } from './demo-year';

const DAY = 86_400_000;

/**
 * The serial numbers, in every branch, of the students of the batch on roll who still owe their tuition (23B81A0515,
 * …0530, …0545, …0560 as written): twenty of three hundred, so the exam cell's 'dues' refusal can be shown.
 */
export const DEMO_OWING_SERIALS: readonly number[] = [15, 30, 45, 60];

/**
 * The first CSE students, whose fees the payment history writes (fee-payments.ts: paid and abandoned attempts at
 * the exam fee and tuition of semester 7); this seed leaves their fees to it.
 */
export const PAYMENT_HISTORY_SERIALS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** Whether a demo roll number ('23B81A0515') is of a student this seed leaves owing (branch '05', serial 15). */
const leftOwing = (rollNo: string, rollPrefix: string): boolean => {
  const branch = rollNo.slice(rollPrefix.length, rollPrefix.length + 2);
  const serial = Number(rollNo.slice(rollPrefix.length + 2));
  return DEMO_OWING_SERIALS.includes(serial) || (branch === '05' && PAYMENT_HISTORY_SERIALS.includes(serial));
};

/**
 * The current dues of the batch on roll, paid: the tuition of each IV-year semester up to the one it studies in
 * (7, and 8 from December) — what exam registration counts as dues — paid online by every student but those of
 * DEMO_OWING_SERIALS and the payment history's. The payments are spread over six weeks ending two months before
 * `now` (before the payment history's, so 'collected today' and 'this month' stay the history's), and written as
 * the gateway's confirmation writes them: a PAID order, its line settled, and a receipt numbered in the order the
 * payments were made.
 */
export async function seedPaidDues(db: Database, batch: DemoBatch, now: Date): Promise<void> {
  const onRoll = await db
    .select({ id: students.id, rollNo: students.rollNo, email: students.email, batchId: students.batchId })
    .from(students)
    .where(like(students.rollNo, `${batch.rollPrefix}%`))
    .orderBy(asc(students.rollNo));
  const payers = onRoll.filter((s) => !leftOwing(s.rollNo, batch.rollPrefix));
  if (payers.length === 0) return;
  const structures = await db
    .select({
      id: feeStructures.id,
      semester: feeStructures.semester,
      amount: feeStructures.amountPaise,
      feeType: feeTypes.name,
      flow: feeTypes.flow,
    })
    .from(feeStructures)
    .innerJoin(feeTypes, eq(feeTypes.id, feeStructures.feeTypeId))
    .where(
      and(
        eq(feeStructures.batchId, payers[0]!.batchId),
        eq(feeTypes.flow, 'general'),
        lte(feeStructures.semester, batch.semester),
      ),
    )
    .orderBy(asc(feeStructures.semester));
  const payments = payers
    .flatMap((student, i) => structures.map((structure) => ({ student, structure, i })))
    .map(({ student, structure, i }, n) => ({
      student,
      structure,
      n: n + 1,
      paidAt: new Date(now.getTime() - 60 * DAY - ((i * 17) % 42) * DAY - ((n * 37) % 600) * 60_000),
    }))
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());

  for (const { student, structure, n, paidAt } of payments) {
    const serial = String(n).padStart(8, '0');
    const [order] = await db
      .insert(feePaymentOrders)
      .values({
        orderId: `DEMO-DUES-${serial}`,
        flow: structure.flow,
        rollNo: student.rollNo,
        studentId: student.id,
        feeStructureId: structure.id,
        feeType: structure.feeType,
        semester: structure.semester,
        amountPaise: structure.amount,
        status: 'PAID',
        chargeUuid: `00000000-0000-4000-9000-0000${serial}`,
        payerName: student.rollNo,
        payerEmail: student.email ?? '',
        createdAt: new Date(paidAt.getTime() - 5 * 60_000),
        confirmedAt: paidAt,
        checkedAt: paidAt,
        transactionUuid: `10000000-0000-4000-9000-0000${serial}`,
        paymentOption: n % 3 ? 'UPI' : 'CARD',
        cardLast4: n % 3 ? null : '1111',
      })
      .returning();
    await db.insert(feePaymentOrderLines).values({
      orderId: order!.id,
      orderStatus: order!.status,
      studentId: student.id,
      feeStructureId: structure.id,
      semester: structure.semester,
      amountPaise: structure.amount,
      settledPaise: structure.amount,
    });
    await issueDemoReceipt(db, order!, paidAt);
  }
}

/** The roll numbers of the batch on roll this seed leaves owing tuition, for a branch code ('05'). */
export const owingRollNumbers = (batch: DemoBatch, branchCode: string): string[] =>
  DEMO_OWING_SERIALS.map((serial) => `${batch.rollPrefix}${branchCode}${String(serial).padStart(2, '0')}`);
