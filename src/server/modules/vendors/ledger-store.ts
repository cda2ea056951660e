import { sql } from 'drizzle-orm';
import { collegeTimeZone } from '../../../domain/calendar/college-time';
import { vendorLedgerLines } from '../../../domain/vendors/ledger';
import type { VendorLedger } from '../../../domain/vendors/vendor-answers';
import type { Database } from '../../db/client';
import { day } from './bill-rows';
import type { VendorStore } from './vendor-store';

/**
 * A vendor's ledger: each approved bill credited on its bill date (a bill waiting for approval or rejected is not
 * owed), each payment's net and its TDS debited on the college day it was paid, with the running balance.
 */
export function ledgerStore(db: Database, vendors: VendorStore) {
  return {
    async ledger(vendorId: number): Promise<VendorLedger | null> {
      const vendor = await vendors.one(vendorId);
      if (!vendor) return null;
      const rows = await db.execute<Record<string, unknown>>(sql`
        select b.bill_date::text as day, 'BILL' as kind, b.bill_no as number, h.name as head, b.description,
               b.taxable_paise + b.gst_paise as amount, 0 as tds, '' as mode, '' as reference, b.bill_no, b.id as seq
        from vendor_bills b join vendor_account_heads h on h.id = b.head_id
        where b.vendor_id = ${vendorId} and b.status in ('APPROVED', 'PART_PAID', 'PAID')
        union all
        select to_char(p.paid_at at time zone ${collegeTimeZone()}, 'YYYY-MM-DD'), 'PAYMENT', p.voucher_no, h.name, '',
               p.net_paise, p.tds_paise, p.mode, p.reference, b.bill_no, p.id
        from vendor_payments p join vendor_bills b on b.id = p.bill_id
        join vendor_account_heads h on h.id = b.head_id
        where b.vendor_id = ${vendorId}
        order by 1, 2, 11`);
      const lines = vendorLedgerLines(
        rows.rows.map((r) => ({
          day: day(r.day),
          kind: r.kind as 'BILL' | 'PAYMENT',
          number: String(r.number),
          head: String(r.head),
          description: String(r.description),
          amount: Number(r.amount),
          tds: Number(r.tds),
          mode: String(r.mode),
          reference: String(r.reference),
          billNo: String(r.bill_no),
        })),
      );
      const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((a, l) => a + pick(l), 0);
      const debit = sum((l) => l.debit);
      const credit = sum((l) => l.credit);
      return {
        vendor,
        lines,
        debit,
        credit,
        tds: sum((l) => (l.kind === 'TDS' ? l.debit : 0)),
        balance: credit - debit,
      };
    },
  };
}
export type LedgerStore = ReturnType<typeof ledgerStore>;
