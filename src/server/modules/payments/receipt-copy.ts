import { and, eq } from 'drizzle-orm';
import { indiaDate } from '../../../domain/payments/financial-year';
import { receiptFileName, type PaymentFlow } from '../../../domain/payments/flows';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import type { Database } from '../../db/client';
import { feePaymentOrders, feeReceipts } from '../../db/schema';
import { receiptPdfBase64 } from './receipts';
import { counterReceiptPdf } from './counter-receipt';
import { base64FromBytes } from '../../../domain/files/base64';
import type { Translate } from '../../../domain/payments/receipt-labels';

/**
 * A student's receipt again (payment history, parent dashboard): the payment flows draw it from what the
 * receipt row keeps, so it is the same PDF each time; named as §9 names it, with the day it was paid.
 */
export async function receiptCopy(
  db: Database,
  studentId: number,
  receiptNo: string,
  head: () => Promise<Letterhead>,
  translate?: Translate,
) {
  const [row] = await db
    .select({ order: feePaymentOrders, issuedAt: feeReceipts.issuedAt })
    .from(feeReceipts)
    .innerJoin(feePaymentOrders, eq(feePaymentOrders.id, feeReceipts.orderId))
    .where(and(eq(feeReceipts.receiptNo, receiptNo), eq(feePaymentOrders.studentId, studentId)))
    .limit(1);
  if (!row) return null;
  if (row.order.channel === 'counter') {
    const pdf = await counterReceiptPdf(db, row.order, 'a5', await head(), translate);
    return pdf
      ? { fileName: `Receipt_${receiptNo.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`, b64: base64FromBytes(pdf) }
      : null;
  }
  const b64 = await receiptPdfBase64(db, row.order, await head(), translate);
  return b64 ? { fileName: receiptFileName(row.order.flow as PaymentFlow, indiaDate(row.issuedAt)), b64 } : null;
}
