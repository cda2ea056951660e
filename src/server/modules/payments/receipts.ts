import { eq } from 'drizzle-orm';
import { indiaDate } from '../../../domain/payments/financial-year';
import type { PaymentFlow } from '../../../domain/payments/flows';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import type { FeeReceiptData } from '../../../domain/pdf/fee-receipt-pdf';
import type { Database } from '../../db/client';
import { batches, branches, degrees, feeReceipts, semesters, students } from '../../db/schema';
import type { FeeOrder } from './confirm-charge';
import { orderLinesOf } from './order-lines';
import { semesterName as nameOfSemester } from '../../../domain/academic/semester-name';
import { paymentModeText } from '../../../domain/payments/payment-mode';
import { base64FromBytes } from '../../../domain/files/base64';
import { serverShaperFor } from '../../pdf/indic-shaper';
import { english, type Translate } from '../../../domain/payments/receipt-labels';

const displayDate = (iso: string) => iso.split('-').reverse().join('-');

/**
 * The receipt PDF of a PAID order as base64, listing each line it settled (the same bytes each time in one language);
 * null while it has no receipt. Its labels are printed through `translate` (the asking page's language).
 */
export async function receiptPdfBase64(
  db: Database,
  order: FeeOrder,
  head: Letterhead,
  translate: Translate = english,
): Promise<string | null> {
  const [receipt] = await db.select().from(feeReceipts).where(eq(feeReceipts.orderId, order.id));
  if (!receipt) return null;
  const [who] = await db
    .select({
      name: students.fullName,
      batch: batches.name,
      course: degrees.name,
      branch: branches.shortName,
      degreeId: batches.degreeId,
    })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .innerJoin(degrees, eq(degrees.id, batches.degreeId))
    .innerJoin(branches, eq(branches.id, students.branchId))
    .where(eq(students.id, order.studentId));
  const sems = who ? await db.select().from(semesters).where(eq(semesters.degreeId, who.degreeId)) : [];
  const flow = order.flow as PaymentFlow;
  const semesterName = (n: number) => nameOfSemester(n, sems.find((s) => s.number === n)?.name);
  const settled = (await orderLinesOf(db, order.id)).filter((l) => l.settledPaise > 0);
  // A receipt made before orders kept their lines (or for an order saved without them) prints its one line.
  const lines = settled.length
    ? settled.map((l) => ({ semesterName: semesterName(l.semester), item: l.item, amountPaise: l.settledPaise }))
    : [{ semesterName: semesterName(order.semester), item: order.item, amountPaise: receipt.amountPaise }];
  // jsPDF is loaded on the first PDF asked for, not at start: a server that never prints keeps ~13 MB less.
  const { buildFeeReceiptPdf, feeReceiptPdfWords } = await import('../../../domain/pdf/fee-receipt-pdf');
  const data: FeeReceiptData = {
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
    semesterName: semesterName(order.semester),
    item: order.item,
    amountPaise: receipt.amountPaise,
    lines,
    overpaidPaise: order.status === 'PAID' ? order.overpaidPaise : 0,
    orderId: order.orderId,
    transactionId: order.chargeUuid ?? '',
    paymentMode: paymentModeText(order.paymentOption),
  };
  const words = feeReceiptPdfWords(data, translate);
  const shaper = await serverShaperFor(
    who,
    order.feeType,
    order.item,
    semesterName(order.semester),
    lines,
    head,
    words,
  );
  const pdf = buildFeeReceiptPdf(data, head, shaper, translate);
  return base64FromBytes(pdf);
}
