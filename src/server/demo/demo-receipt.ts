import { indiaDate } from '../../domain/payments/financial-year';
import { rupeesText } from '../../domain/money/money';
import { allocateReceiptNumber } from '../modules/payments/receipt-numbers';
import type { Database } from '../db/client';
import { feePaymentOrders, feeReceipts } from '../db/schema';

/** A demo order that was paid: its receipt is numbered and worded as the confirmation pipeline issues one. */
export async function issueDemoReceipt(
  db: Database,
  order: typeof feePaymentOrders.$inferSelect,
  paidAt: Date,
): Promise<void> {
  const number = await allocateReceiptNumber(db, paidAt);
  await db.insert(feeReceipts).values({
    ...number,
    orderId: order.id,
    amountPaise: order.amountPaise,
    issuedAt: paidAt,
    details: {
      orderId: order.orderId,
      rollNo: order.rollNo,
      feeType: order.feeType,
      semester: order.semester,
      item: order.item,
      amount: rupeesText(order.amountPaise),
      transactionId: order.chargeUuid ?? '',
      transactionUuid: order.transactionUuid ?? '',
      paymentOption: order.paymentOption ?? '',
      paidOn: indiaDate(paidAt),
    },
  });
}
