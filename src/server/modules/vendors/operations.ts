import {
  BillChangedSchema,
  BillListSchema,
  PaymentMadeSchema,
  VendorLedgerSchema,
  VendorListSchema,
  VendorSavedSchema,
} from '../../../domain/vendors/vendor-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The vendor payment calls as GET /api/docs describes them. */
export const vendorsOperations = {
  'GET /api/app/vendors': {
    summary:
      'The vendors with what is owed to each, the heads of account and the limit above which the principal approves',
    answer: VendorListSchema,
  },
  'POST /api/app/vendors': {
    summary: 'Add a vendor (GSTIN with its check character, PAN, bank account, TDS section and rate)',
    answer: VendorSavedSchema,
    status: 201,
  },
  'PUT /api/app/vendors/:id': { summary: 'Change a vendor, or make it inactive', answer: VendorSavedSchema },
  'POST /api/app/vendor-heads': {
    summary: 'Add a head of account bills are booked under',
    answer: VendorSavedSchema,
    status: 201,
  },
  'PUT /api/app/vendor-settings': {
    summary: "Set the bill total above which the principal's approval is needed too (accounts officer)",
    answer: VendorSavedSchema,
  },
  'GET /api/app/vendors/:id/ledger': {
    summary: "A vendor's ledger: approved bills credited, payments and TDS debited, with the running balance",
    answer: VendorLedgerSchema,
  },
  'GET /api/app/vendors/:id/ledger/excel': {
    summary: "A vendor's ledger as an Excel workbook",
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'GET /api/app/vendor-bills': {
    summary: 'Bills, newest first: one status or every bill, optionally one vendor',
    answer: BillListSchema,
  },
  'GET /api/app/vendor-bills/waiting': {
    summary: "The bills waiting for the signed-in user's approval (the accounts officer's step or the principal's)",
    answer: BillListSchema,
  },
  'POST /api/app/vendor-bills': {
    summary: 'Book a vendor bill (number once per vendor, head of account, taxable value and GST) for approval',
    answer: BillChangedSchema,
    status: 201,
  },
  'POST /api/app/vendor-bills/:id/decision': {
    summary: 'Approve or reject a bill at your step; never one you submitted',
    answer: BillChangedSchema,
  },
  'POST /api/app/vendor-bills/:id/payments': {
    summary: 'Pay an approved bill by bank transfer or cheque, TDS deducted at the vendor rate; at most what is owed',
    answer: PaymentMadeSchema,
    status: 201,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
