import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CounterReceipt, CounterStudent, CounterStudentDues } from '../../../domain/payments/counter-answers';
import type { CounterMode } from '../../../domain/payments/counter';
import type { Database } from '../../db/client';
import {
  admissions,
  batches,
  branches,
  degrees,
  feePaymentOrders,
  feeReceipts,
  receiptCancellations,
  students,
} from '../../db/schema';
import { feeDetailsOf, studentById } from './fee-details';
import { lateFinesOf } from './late-fines';

const studentColumns = {
  id: students.id,
  rollNo: students.rollNo,
  fullName: students.fullName,
  adminNo: admissions.adminNo,
  course: degrees.name,
  batch: batches.name,
  branch: branches.shortName,
};

const studentsWithPlace = (db: Database) =>
  db
    .select(studentColumns)
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .innerJoin(degrees, eq(degrees.id, batches.degreeId))
    .innerJoin(branches, eq(branches.id, students.branchId))
    .leftJoin(admissions, eq(admissions.studentId, students.id));

/** LIKE's own characters typed into the box are matched as themselves. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The counter's receipts as one list shows them: number, student, money, mode and whether they still stand. */
export const counterReceiptColumns = {
  receiptNo: feeReceipts.receiptNo,
  issuedAt: feeReceipts.issuedAt,
  rollNo: feePaymentOrders.rollNo,
  studentName: students.fullName,
  amount: feeReceipts.amountPaise,
  mode: feePaymentOrders.paymentOption,
  reference: feePaymentOrders.reference,
  status: feePaymentOrders.status,
  cancellationWaiting: sql<boolean>`exists (select 1 from ${receiptCancellations}
    where ${receiptCancellations.orderId} = ${feePaymentOrders.id} and ${receiptCancellations.decision} is null)`,
};

export const counterReceiptsQuery = (db: Database) =>
  db
    .select(counterReceiptColumns)
    .from(feePaymentOrders)
    .innerJoin(feeReceipts, eq(feeReceipts.orderId, feePaymentOrders.id))
    .innerJoin(students, eq(students.id, feePaymentOrders.studentId));

export const toCounterReceipt = (r: {
  receiptNo: string;
  issuedAt: Date;
  rollNo: string;
  studentName: string;
  amount: number;
  mode: string | null;
  reference: string | null;
  status: string;
  cancellationWaiting: boolean;
}): CounterReceipt => ({
  ...r,
  issuedAt: r.issuedAt.toISOString(),
  mode: (r.mode ?? 'CASH') as CounterMode,
  reference: r.reference ?? '',
  status: r.status as CounterReceipt['status'],
  cancellationWaiting: Boolean(r.cancellationWaiting),
});

/** What the fee desk reads: students by what the clerk typed or scanned, and one student's dues and receipts. */
export function counterStore(db: Database, today: () => string) {
  return {
    /**
     * Students whose roll number or admission number is the text (a scanned ID card gives the roll number), or
     * whose roll number or name starts with it; exact numbers first, at most 20.
     */
    async search(text: string): Promise<CounterStudent[]> {
      const upper = text.toUpperCase();
      const like = `${likeText(text)}%`;
      return studentsWithPlace(db)
        .where(
          or(
            eq(students.rollNo, upper),
            eq(admissions.adminNo, upper),
            ilike(students.rollNo, like),
            ilike(students.fullName, like),
            ilike(students.fullName, `% ${likeText(text)}%`),
          ),
        )
        .orderBy(
          sql`case when ${students.rollNo} = ${upper} or ${admissions.adminNo} = ${upper} then 0 else 1 end`,
          students.rollNo,
        )
        .limit(20);
    },

    async student(id: number): Promise<CounterStudent | null> {
      const [row] = await studentsWithPlace(db).where(eq(students.id, id));
      return row ?? null;
    },

    /** The student's dues (every fee line of their batch and their own, with what is still due) and counter receipts. */
    async duesOf(id: number): Promise<CounterStudentDues | null> {
      const [student, row] = await Promise.all([this.student(id), studentById(db, id)]);
      if (!student || !row) return null;
      const lines = await feeDetailsOf(db, row);
      const fines = await lateFinesOf(db, id, lines, today());
      const receipts = await counterReceiptsQuery(db)
        .where(and(eq(feePaymentOrders.studentId, id), eq(feePaymentOrders.channel, 'counter')))
        .orderBy(desc(feeReceipts.issuedAt), desc(feeReceipts.id))
        .limit(50);
      return {
        student,
        dues: lines.map((l) => ({
          structureId: l.structureId,
          feeType: l.feeType,
          semester: l.semester,
          semesterName: l.semesterName,
          item: l.item,
          amount: l.amount,
          paid: l.paid,
          relief: l.relief,
          due: l.due,
          dueDate: l.dueDate,
          fine: fines.get(l.structureId)?.fine ?? 0,
        })),
        receipts: receipts.map(toCounterReceipt),
      };
    },
  };
}
export type CounterStore = ReturnType<typeof counterStore>;
