import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';
import { users } from './schema-users';

/**
 * A supplier the college pays: its tax identities (GSTIN, PAN), where to send money (bank account and IFSC), and the
 * TDS section and rate (basis points: 200 = 2%) deducted when it is paid, unless none is set.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    gstin: varchar('gstin', { length: 15 }),
    pan: varchar('pan', { length: 10 }),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    phone: varchar('phone', { length: 15 }).notNull(),
    email: text('email').notNull(),
    bankAccount: varchar('bank_account', { length: 18 }).notNull(),
    ifsc: varchar('ifsc', { length: 11 }).notNull(),
    bankName: text('bank_name').notNull(),
    tdsSection: varchar('tds_section', { length: 8 }),
    tdsRateBp: integer('tds_rate_bp').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('vendors_gstin').on(t.gstin), check('vendors_tds_rate', sql`${t.tdsRateBp} between 0 and 10000`)],
);

/** The heads of account a bill is booked under (Electricity, Stationery, Lab consumables…): a list the college keeps. */
export const vendorAccountHeads = pgTable(
  'vendor_account_heads',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_account_heads_name').on(sql`lower(${t.name})`)],
);

/**
 * A vendor's bill: its number (once per vendor), date, head of account, the taxable value and the GST on it (the total
 * is owed), who submitted it, each decision, and what has been paid of it (gross, before TDS).
 */
export const vendorBills = pgTable(
  'vendor_bills',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    billNo: varchar('bill_no', { length: 40 }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    headId: integer('head_id')
      .notNull()
      .references(() => vendorAccountHeads.id),
    taxablePaise: integer('taxable_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    description: text('description').notNull(),
    /** SUBMITTED, AWAITING_PRINCIPAL, APPROVED, PART_PAID, PAID or REJECTED (src/domain/vendors/bill-status.ts). */
    status: varchar('status', { length: 20 }).notNull(),
    paidPaise: integer('paid_paise').notNull().default(0),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    officerBy: integer('officer_by').references(() => users.id),
    officerAt: timestamp('officer_at', { withTimezone: true }),
    principalBy: integer('principal_by').references(() => users.id),
    principalAt: timestamp('principal_at', { withTimezone: true }),
    rejectedReason: text('rejected_reason'),
  },
  (t) => [
    uniqueIndex('vendor_bills_vendor_no').on(t.vendorId, sql`lower(${t.billNo})`),
    index('vendor_bills_status').on(t.status),
    check('vendor_bills_amounts', sql`${t.taxablePaise} > 0 and ${t.gstPaise} >= 0`),
    check('vendor_bills_paid', sql`${t.paidPaise} >= 0 and ${t.paidPaise} <= ${t.taxablePaise} + ${t.gstPaise}`),
  ],
);

/**
 * A payment against a bill: its voucher number (college-wide, per financial year), the gross amount settled, the TDS
 * kept back from it and the net sent (gross − TDS), by bank transfer (UTR) or cheque (number, bank, date).
 */
export const vendorPayments = pgTable(
  'vendor_payments',
  {
    id: serial('id').primaryKey(),
    voucherNo: varchar('voucher_no', { length: 32 }).notNull(),
    billId: integer('bill_id')
      .notNull()
      .references(() => vendorBills.id),
    grossPaise: integer('gross_paise').notNull(),
    tdsPaise: integer('tds_paise').notNull(),
    netPaise: integer('net_paise').notNull(),
    tdsSection: varchar('tds_section', { length: 8 }),
    tdsRateBp: integer('tds_rate_bp').notNull(),
    /** TRANSFER or CHEQUE. */
    mode: varchar('mode', { length: 10 }).notNull(),
    reference: varchar('reference', { length: 40 }).notNull(),
    bank: text('bank').notNull(),
    chequeDate: date('cheque_date', { mode: 'string' }),
    paidBy: integer('paid_by')
      .notNull()
      .references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vendor_payments_voucher_no').on(t.voucherNo),
    index('vendor_payments_bill').on(t.billId),
    index('vendor_payments_paid_at').on(t.paidAt),
    check('vendor_payments_amounts', sql`${t.tdsPaise} >= 0 and ${t.netPaise} > 0`),
    check('vendor_payments_net', sql`${t.netPaise} = ${t.grossPaise} - ${t.tdsPaise}`),
  ],
);

/** The last payment voucher number handed out in each financial year ('2026-2027'): numbers without gaps. */
export const vendorVoucherCounters = pgTable(
  'vendor_voucher_counters',
  {
    financialYear: varchar('financial_year', { length: 9 }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.financialYear] })],
);

/** The college's one row of vendor-payment settings: bills above this total also need the principal's approval. */
export const vendorSettings = pgTable(
  'vendor_settings',
  {
    id: integer('id').primaryKey().default(1),
    principalLimitPaise: integer('principal_limit_paise').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [check('vendor_settings_one_row', sql`${t.id} = 1`)],
);
