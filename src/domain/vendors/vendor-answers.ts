import * as v from 'valibot';
import { BILL_STATUSES } from './bills';
import { PAYMENT_MODES } from './bill-forms';

/** A vendor as the list and the form show it (the TDS rate in basis points). */
export const VendorSchema = v.object({
  id: v.number(),
  name: v.string(),
  gstin: v.string(),
  pan: v.string(),
  address: v.string(),
  contactName: v.string(),
  phone: v.string(),
  email: v.string(),
  bankAccount: v.string(),
  ifsc: v.string(),
  bankName: v.string(),
  tdsSection: v.string(),
  tdsRateBp: v.number(),
  active: v.boolean(),
  /** What is owed to it: approved bills less their payments (gross). */
  owed: v.number(),
});
export type Vendor = v.InferOutput<typeof VendorSchema>;

export const HeadSchema = v.object({ id: v.number(), name: v.string() });

/** GET /api/app/vendors: the vendors, the heads of account and the principal's limit (paise). */
export const VendorListSchema = v.object({
  vendors: v.array(VendorSchema),
  heads: v.array(HeadSchema),
  principalLimit: v.number(),
});
export type VendorList = v.InferOutput<typeof VendorListSchema>;

/** POST/PUT vendors, POST vendor-heads, PUT vendor-settings: what was saved. */
export const VendorSavedSchema = v.object({ id: v.number(), message: v.string() });

/** A payment made on a bill. */
export const VendorPaymentSchema = v.object({
  id: v.number(),
  voucherNo: v.string(),
  billId: v.number(),
  paidAt: v.string(),
  gross: v.number(),
  tds: v.number(),
  net: v.number(),
  tdsSection: v.string(),
  tdsRateBp: v.number(),
  mode: v.picklist(PAYMENT_MODES),
  reference: v.string(),
  bank: v.string(),
  chequeDate: v.string(),
  paidBy: v.string(),
});
export type VendorPayment = v.InferOutput<typeof VendorPaymentSchema>;

/** A bill with its vendor and head, who decided it and its payments. */
export const BillSchema = v.object({
  id: v.number(),
  vendorId: v.number(),
  vendorName: v.string(),
  tdsSection: v.string(),
  tdsRateBp: v.number(),
  billNo: v.string(),
  billDate: v.string(),
  head: v.string(),
  taxable: v.number(),
  gst: v.number(),
  total: v.number(),
  paid: v.number(),
  description: v.string(),
  status: v.picklist(BILL_STATUSES),
  submittedBy: v.string(),
  submittedById: v.number(),
  submittedAt: v.string(),
  officer: v.string(),
  principal: v.string(),
  rejectedReason: v.string(),
  payments: v.array(VendorPaymentSchema),
});
export type Bill = v.InferOutput<typeof BillSchema>;

/** GET /api/app/vendor-bills: the bills (newest first) and the limit they were judged by. */
export const BillListSchema = v.object({ bills: v.array(BillSchema), principalLimit: v.number() });
export type BillList = v.InferOutput<typeof BillListSchema>;

/** POST vendor-bills, its decision: the bill as it now is, and what happened in words. */
export const BillChangedSchema = v.object({ bill: BillSchema, message: v.string() });

/** POST vendor-bills/:id/payments: the payment and the bill after it. */
export const PaymentMadeSchema = v.object({ payment: VendorPaymentSchema, bill: BillSchema, message: v.string() });

export const LEDGER_ENTRY_KINDS = ['BILL', 'PAYMENT', 'TDS'] as const;

/** One line of a vendor's ledger: a bill (credit), a payment's net or its TDS (debit), and the balance after it. */
export const LedgerLineSchema = v.object({
  at: v.string(),
  kind: v.picklist(LEDGER_ENTRY_KINDS),
  number: v.string(),
  particulars: v.string(),
  debit: v.number(),
  credit: v.number(),
  balance: v.number(),
});
export type LedgerLine = v.InferOutput<typeof LedgerLineSchema>;

/** GET /api/app/vendors/:id/ledger: the vendor, its lines oldest first and the totals (balance: owed to it). */
export const VendorLedgerSchema = v.object({
  vendor: VendorSchema,
  lines: v.array(LedgerLineSchema),
  debit: v.number(),
  credit: v.number(),
  tds: v.number(),
  balance: v.number(),
});
export type VendorLedger = v.InferOutput<typeof VendorLedgerSchema>;
