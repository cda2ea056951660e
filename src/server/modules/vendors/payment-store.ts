import { eq, sql } from 'drizzle-orm';
import { formatRupees } from '../../../domain/money/money';
import { PAYABLE_STATUSES, statusAfterPaying, type BillStatus } from '../../../domain/vendors/bills';
import type { PaymentInput } from '../../../domain/vendors/bill-forms';
import { VENDOR_MESSAGES as M } from '../../../domain/vendors/messages';
import { paymentSplit } from '../../../domain/vendors/tds';
import type { Database } from '../../db/client';
import { vendorBills, vendorPayments } from '../../db/schema';
import type { TransactionRunner } from '../../db/request-scope';
import { VendorRefused } from './vendor-refused';
import { nextVoucherNo } from './voucher-numbers';

/**
 * Paying a bill: with the bill row locked (so two payments at once never pay more than it), the amount checked
 * against what is still owed, TDS at the vendor's rate on the payment's taxable part, the voucher number taken, the
 * payment stored and the bill's paid amount and status moved on. Returns the new payment's id.
 */
export function paymentStore(db: Database, transaction: TransactionRunner) {
  return {
    pay(billId: number, input: PaymentInput, by: number, now: Date): Promise<number> {
      return transaction(async () => {
        const locked = await db.execute<Record<string, unknown>>(sql`
          select b.status, b.taxable_paise, b.gst_paise, b.paid_paise, v.tds_section, v.tds_rate_bp
          from vendor_bills b join vendors v on v.id = b.vendor_id
          where b.id = ${billId} for update of b`);
        const row = locked.rows[0];
        if (!row) throw new VendorRefused(M.unknownBill, 404);
        if (!PAYABLE_STATUSES.includes(row.status as BillStatus)) throw new VendorRefused(M.notPayable, 409);
        const taxable = Number(row.taxable_paise);
        const gst = Number(row.gst_paise);
        const paid = Number(row.paid_paise);
        const left = taxable + gst - paid;
        if (input.amount > left)
          throw new VendorRefused(M.payTooMuch.replace('{left}', formatRupees(left).replace('Rs ', '')), 409);
        const rateBp = Number(row.tds_rate_bp);
        const split = paymentSplit(input.amount, { taxable, gst }, rateBp, input.deductTds);
        if (split.net <= 0) throw new VendorRefused(M.tdsAboveGross, 409);
        const [payment] = await db
          .insert(vendorPayments)
          .values({
            voucherNo: await nextVoucherNo(db, now),
            billId,
            grossPaise: split.gross,
            tdsPaise: split.tds,
            netPaise: split.net,
            tdsSection: split.tds > 0 ? String(row.tds_section ?? '') || null : null,
            tdsRateBp: split.tds > 0 ? rateBp : 0,
            mode: input.mode,
            reference: input.reference,
            bank: input.bank,
            chequeDate: input.mode === 'CHEQUE' ? input.chequeDate : null,
            paidBy: by,
            paidAt: now,
          })
          .returning({ id: vendorPayments.id });
        await db
          .update(vendorBills)
          .set({ paidPaise: paid + split.gross, status: statusAfterPaying(paid + split.gross, taxable + gst) })
          .where(eq(vendorBills.id, billId));
        return payment!.id;
      });
    },
  };
}
export type PaymentStore = ReturnType<typeof paymentStore>;
