import { and, asc, eq, inArray } from 'drizzle-orm';
import { issueDemoReceipt } from './demo-receipt';
import type { Database } from '../db/client';
import { feePaymentOrderLines, feePaymentOrders, feeStructures, feeTypes, students } from '../db/schema';

const HOUR = 3_600_000;

/**
 * Demo payments for the accounts screens and dashboards: exam and tuition fees already paid online by the
 * first students of the IV-year batch (the demo roll number's exam fee among them, with its receipt), two abandoned
 * attempts, at fixed offsets before the moment the demo database is made (so 'collected today' is not
 * empty on a fresh demo). Receipts are numbered as the confirmation pipeline numbers them.
 */
export async function seedFeeAccounts(db: Database, demoRoll: string, now = new Date()): Promise<void> {
  const [demo] = await db.select().from(students).where(eq(students.rollNo, demoRoll));
  if (!demo) return;
  const batchmates = await db
    .select()
    .from(students)
    .where(eq(students.batchId, demo.batchId))
    .orderBy(asc(students.rollNo))
    .limit(6);
  // The demo student first: the parent and student demo logins then have a paid receipt to open.
  const payers = [demo, ...batchmates.filter((s) => s.id !== demo.id)].slice(0, 6);
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
        eq(feeStructures.batchId, demo.batchId),
        eq(feeStructures.semester, 7),
        inArray(feeTypes.name, ['EXAM FEE', 'TUITION FEE']),
      ),
    )
    .orderBy(asc(feeTypes.name));
  if (structures.length === 0) return;

  let n = 0;
  for (const [i, student] of payers.entries()) {
    for (const structure of structures) {
      n += 1;
      const paid = !(i === payers.length - 1 && structure.feeType === 'TUITION FEE') && n !== 4;
      const at = new Date(now.getTime() - ((n * 7) % 60) * 24 * HOUR - n * HOUR);
      const paidAt = i < 2 ? new Date(now.getTime() - (n + 1) * 60_000) : at;
      const [order] = await db
        .insert(feePaymentOrders)
        .values({
          orderId: `DEMO-${String(n).padStart(4, '0')}`,
          flow: structure.flow,
          rollNo: student.rollNo,
          studentId: student.id,
          feeStructureId: structure.id,
          feeType: structure.feeType,
          semester: structure.semester,
          amountPaise: structure.amount,
          status: paid ? 'PAID' : 'DROPPED',
          chargeUuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          payerName: student.rollNo,
          payerEmail: student.email ?? '',
          createdAt: new Date(paidAt.getTime() - 5 * 60_000),
          confirmedAt: paidAt,
          checkedAt: paidAt,
          transactionUuid: paid ? `10000000-0000-4000-8000-${String(n).padStart(12, '0')}` : null,
          paymentOption: paid ? (n % 2 ? 'CARD' : 'UPI') : null,
          cardLast4: paid && n % 2 ? '1111' : null,
        })
        .returning();
      await db.insert(feePaymentOrderLines).values({
        orderId: order!.id,
        orderStatus: order!.status,
        studentId: student.id,
        feeStructureId: structure.id,
        semester: structure.semester,
        amountPaise: structure.amount,
        settledPaise: paid ? structure.amount : 0,
      });
      if (!paid) continue;
      await issueDemoReceipt(db, order!, paidAt);
    }
  }
}
