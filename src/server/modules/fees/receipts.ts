import { eq } from 'drizzle-orm';
import { indiaDate } from '../../../domain/fees/financial-year';
import { FLOW_INFO, WAY_OF_RECEIPT, type PaymentFlow } from '../../../domain/fees/flows';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import type { Database } from '../../db/client';
import { batches, branches, degrees, feeReceipts, semesters, students } from '../../db/schema';
import type { FeeOrder } from './confirm-charge';

const displayDate = (iso: string) => iso.split('-').reverse().join('-');

/** The receipt PDF of a PAID order as base64 (the same bytes each time); null while it has no receipt. */
export async function receiptPdfBase64(db: Database, order: FeeOrder, head: Letterhead): Promise<string | null> {
  const [receipt] = await db.select().from(feeReceipts).where(eq(feeReceipts.orderId, order.id));
  if (!receipt) return null;
  const [who] = await db
    .select({ name: students.fullName, batch: batches.name, course: degrees.name, branch: branches.shortName, degreeId: batches.degreeId })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .innerJoin(degrees, eq(degrees.id, batches.degreeId))
    .innerJoin(branches, eq(branches.id, students.branchId))
    .where(eq(students.id, order.studentId));
  const sems = who ? await db.select().from(semesters).where(eq(semesters.degreeId, who.degreeId)) : [];
  const flow = order.flow as PaymentFlow;
  // jsPDF is loaded on the first PDF asked for, not at start: a server that never prints keeps ~13 MB less.
  const { buildFeeReceiptPdf } = await import('../../../domain/pdf/fee-receipt-pdf');
  const pdf = buildFeeReceiptPdf(
    {
      receiptNo: receipt.receiptNo,
      flow,
      issuedAt: receipt.issuedAt,
      paidOn: displayDate(indiaDate(receipt.issuedAt)),
      rollNo: order.rollNo,
      studentName: who?.name ?? '',
      course: who?.course ?? '',
      batch: who?.batch ?? '',
      branch: who?.branch ?? '',
      feeType: order.feeType,
      semesterName: sems.find((s) => s.number === order.semester)?.name ?? `Semester ${order.semester}`,
      item: order.item,
      amountPaise: receipt.amountPaise,
      orderId: order.orderId,
      transactionId: order.chargeUuid ?? '',
      wayOfReceipt: WAY_OF_RECEIPT,
      wayOfReceiptType: FLOW_INFO[flow].child?.wayOfReceiptType ?? 'BANK',
      paymentOption: order.paymentOption ?? '',
    },
    head,
  );
  return Buffer.from(pdf).toString('base64');
}
