import { sql, type SQL } from 'drizzle-orm';
import type { BillStatus } from '../../../domain/vendors/bills';
import type { Bill, VendorPayment } from '../../../domain/vendors/vendor-answers';
import type { VendorPaymentMode } from '../../../domain/vendors/bill-forms';
import type { Database } from '../../db/client';

/** Bills with their vendor, head and deciders' names, filtered by `where` (on `b`), newest first. */
const billsSql = (where: SQL) => sql`
  select b.*, b.bill_date::text as bill_day, v.name as vendor_name, v.tds_section as vendor_tds_section, v.tds_rate_bp as vendor_tds_rate_bp,
         h.name as head, us.full_name as submitted_name, uo.full_name as officer_name, up.full_name as principal_name
  from vendor_bills b
  join vendors v on v.id = b.vendor_id
  join vendor_account_heads h on h.id = b.head_id
  join users us on us.id = b.submitted_by
  left join users uo on uo.id = b.officer_by
  left join users up on up.id = b.principal_by
  where ${where}
  order by b.submitted_at desc, b.id desc
  limit 500`;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : '');
/** A date the query wrote as text (`::text`: YYYY-MM-DD on both drivers), or '' for none. */
export const day = (value: unknown): string => (value ? String(value).slice(0, 10) : '');

export const paymentOf = (r: Record<string, unknown>): VendorPayment => ({
  id: Number(r.id),
  voucherNo: String(r.voucher_no),
  billId: Number(r.bill_id),
  paidAt: iso(r.paid_at),
  gross: Number(r.gross_paise),
  tds: Number(r.tds_paise),
  net: Number(r.net_paise),
  tdsSection: String(r.tds_section ?? ''),
  tdsRateBp: Number(r.tds_rate_bp),
  mode: r.mode as VendorPaymentMode,
  reference: String(r.reference),
  bank: String(r.bank),
  chequeDate: day(r.cheque_day),
  paidBy: String(r.paid_name ?? ''),
});

/** The payments of these bills, oldest first. */
export async function paymentsOf(db: Database, billIds: readonly number[]): Promise<VendorPayment[]> {
  if (billIds.length === 0) return [];
  const rows = await db.execute<Record<string, unknown>>(sql`
    select p.*, p.cheque_date::text as cheque_day, u.full_name as paid_name from vendor_payments p join users u on u.id = p.paid_by
    where p.bill_id in (${sql.join(
      billIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by p.paid_at, p.id`);
  return rows.rows.map(paymentOf);
}

/** The bills `where` picks, each with its payments. */
export async function billsWhere(db: Database, where: SQL): Promise<Bill[]> {
  const rows = (await db.execute<Record<string, unknown>>(billsSql(where))).rows;
  const payments = await paymentsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => {
    const taxable = Number(r.taxable_paise);
    const gst = Number(r.gst_paise);
    return {
      id: Number(r.id),
      vendorId: Number(r.vendor_id),
      vendorName: String(r.vendor_name),
      tdsSection: String(r.vendor_tds_section ?? ''),
      tdsRateBp: Number(r.vendor_tds_rate_bp),
      billNo: String(r.bill_no),
      billDate: day(r.bill_day),
      head: String(r.head),
      taxable,
      gst,
      total: taxable + gst,
      paid: Number(r.paid_paise),
      description: String(r.description),
      status: r.status as BillStatus,
      submittedBy: String(r.submitted_name),
      submittedById: Number(r.submitted_by),
      submittedAt: iso(r.submitted_at),
      officer: String(r.officer_name ?? ''),
      principal: String(r.principal_name ?? ''),
      rejectedReason: String(r.rejected_reason ?? ''),
      payments: payments.filter((p) => p.billId === Number(r.id)),
    };
  });
}
