import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  date,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../domain/payments/order-statuses';
import { exams } from './schema-exams';
import { batches, degrees } from './schema-masters';
import { students } from './schema-students';
import { users } from './schema-users';

/**
 * Fee types (§7 getFeesToAllot). `flow` says which of the four payment flows pays it (§2 result pages);
 * `instalmentsAllowed` is the college's rule per fee type. The gateway keys row of the same name
 * (payment_gateway_keys.fee_type) holds the shop id and key its charges are made with.
 */
export const feeTypes = pgTable('fee_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  flow: varchar('flow', { length: 16 }).notNull(),
  instalmentsAllowed: boolean('instalments_allowed').notNull().default(false),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/**
 * What is due: the amount (paise) per course (degree), batch, semester and fee type; `item` names a
 * miscellaneous item (bonafide certificate, ID card) and is '' for the others. A line with `student_id` is that
 * student's alone (the exam cell's exam fee and attendance condonation, made by registration; `exam_id` is the exam
 * that made it); the others are the whole batch's.
 */
export const feeStructures = pgTable(
  'fee_structures',
  {
    id: serial('id').primaryKey(),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    semester: smallint('semester').notNull(),
    feeTypeId: integer('fee_type_id')
      .notNull()
      .references(() => feeTypes.id),
    item: varchar('item', { length: 64 }).notNull().default(''),
    amountPaise: integer('amount_paise').notNull(),
    studentId: integer('student_id').references(() => students.id),
    examId: integer('exam_id').references(() => exams.id),
    /**
     * The fee structure head (fee_plan_heads.id) that made this student's line, if one did: its late fine rule applies.
     * No foreign key: schema-fee-plans reads fee types from here (a cycle).
     */
    planHeadId: integer('plan_head_id'),
    /** The day it is due by (a structure's head or instalment); none for lines without one. */
    dueDate: date('due_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('fee_structures_line')
      .on(t.degreeId, t.batchId, t.semester, t.feeTypeId, t.item)
      .where(sql`${t.studentId} is null`),
    uniqueIndex('fee_structures_student_line')
      .on(t.studentId, t.semester, t.feeTypeId, t.item)
      .where(sql`${t.studentId} is not null`),
    index('fee_structures_exam').on(t.examId),
    index('fee_structures_plan_head').on(t.planHeadId),
    check('fee_structures_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * One payment order and its gateway charge; it pays one or more fee lines of one student and one fee type
 * (`fee_payment_order_lines`; the first line is also kept here). Status: CREATED (order saved, charge not
 * made yet), DUE (charge open at the gateway), PAID (confirmed server to server: its lines settled what they
 * still owed, any excess is `overpaid_paise`), DROPPED (abandoned or expired), FAILED (the charge could not
 * be created), OVERPAID (paid when none of its lines owed anything: all of it money to refund, never a second
 * fee). PAID and OVERPAID are final; `charge_uuid` is unique, so a charge pays one order; a fee line has at
 * most one open (CREATED or DUE) order per student.
 */
export const feePaymentOrders = pgTable(
  'fee_payment_orders',
  {
    id: serial('id').primaryKey(),
    orderId: varchar('order_id', { length: 64 }).notNull().unique(),
    flow: varchar('flow', { length: 16 }).notNull(),
    /** The roll number, or the applicant's admission number for a new-admission fee. */
    rollNo: varchar('roll_no', { length: 20 }).notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    feeStructureId: integer('fee_structure_id')
      .notNull()
      .references(() => feeStructures.id),
    feeType: varchar('fee_type', { length: 64 }).notNull(),
    semester: smallint('semester').notNull(),
    item: varchar('item', { length: 64 }).notNull().default(''),
    amountPaise: integer('amount_paise').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    status: varchar('status', { length: 12 }).notNull().default('CREATED'),
    chargeUuid: varchar('charge_uuid', { length: 64 }).unique(),
    paymentLink: text('payment_link'),
    /** The accepted transaction of a PAID charge (§3 vads_trans_uuid), its option and card's last four digits. */
    transactionUuid: varchar('transaction_uuid', { length: 64 }),
    paymentOption: varchar('payment_option', { length: 8 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** The payer's name and e-mail as sent to the gateway (§3 vads_cust_email). */
    payerName: text('payer_name').notNull().default(''),
    payerEmail: text('payer_email').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    /** The Pay request's Idempotency-Key: a repeated Pay (double click, retry) gets the same order and charge. */
    requestKey: varchar('request_key', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the charge was confirmed PAID (or found DROPPED) from GET /charge/{uuid}. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The last time the gateway was asked about this charge (return page, webhook or reconciliation). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** §4: the status recorded by getStudentPaidFeeTransationStatus(Update): Success or Failure, once. */
    statusProgress: varchar('status_progress', { length: 8 }),
    statusRecordedAt: timestamp('status_recorded_at', { withTimezone: true }),
    /** Of a confirmed charge, the part its lines no longer owed: money to refund (all of an OVERPAID one). */
    overpaidPaise: integer('overpaid_paise').notNull().default(0),
    /** 'online' (a gateway charge) or 'counter' (money the cashier `created_by` took at the fee desk). */
    channel: varchar('channel', { length: 8 }).notNull().default('online'),
    /** A counter payment's proof: the cheque or DD number, UPI reference or card terminal slip number. */
    reference: varchar('reference', { length: 40 }),
    /** The bank a cheque or DD is drawn on, and the date written on it. */
    bank: varchar('bank', { length: 80 }),
    instrumentDate: date('instrument_date', { mode: 'string' }),
    /** The college day a counter payment was taken on: the cashier's day it belongs to. */
    collectedOn: date('collected_on', { mode: 'string' }),
    /** Why a counter payment stopped paying its dues (BOUNCED or CANCELLED), who recorded it and when. */
    closedReason: text('closed_reason'),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fee_payment_orders_request').on(t.studentId, t.requestKey),
    // The target of the lines' (order_id, order_status) key, which copies each status change onto the lines.
    unique('fee_payment_orders_id_status').on(t.id, t.status),
    // Concurrent Pay presses race on this index, not on a read: the losers find the one open order.
    uniqueIndex('fee_payment_orders_open_line')
      .on(t.studentId, t.feeStructureId)
      .where(sql`${t.status} in ('CREATED', 'DUE')`),
    index('fee_payment_orders_student').on(t.studentId, t.status),
    index('fee_payment_orders_status').on(t.status, t.createdAt),
    index('fee_payment_orders_confirmed').on(t.confirmedAt),
    index('fee_payment_orders_closed')
      .on(t.closedAt)
      .where(sql`${t.closedAt} is not null`),
    index('fee_payment_orders_cashier_day')
      .on(t.createdBy, t.collectedOn)
      .where(sql`${t.channel} = 'counter'`),
    check(
      'fee_payment_orders_counter_day',
      sql`${t.channel} = 'online' or (${t.channel} = 'counter' and ${t.collectedOn} is not null and ${t.createdBy} is not null)`,
    ),
    check('fee_payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'fee_payment_orders_status_known',
      sql`${t.status} in (${sql.raw(ORDER_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);

/**
 * The fee lines an order pays and, once its charge is confirmed, what it settled on each (`settled_paise`;
 * what a line has been paid is the sum of its settled amounts). `order_status` is the order's status, kept
 * equal by the foreign key (ON UPDATE CASCADE), so the open-line index below sees every line of every open
 * order: a fee line is in at most one open order, however many lines the orders have.
 */
export const feePaymentOrderLines = pgTable(
  'fee_payment_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderStatus: varchar('order_status', { length: 12 }).notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    feeStructureId: integer('fee_structure_id')
      .notNull()
      .references(() => feeStructures.id),
    semester: smallint('semester').notNull(),
    item: varchar('item', { length: 64 }).notNull().default(''),
    /** What the order asked for on this line (paise). */
    amountPaise: integer('amount_paise').notNull(),
    settledPaise: integer('settled_paise').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'fee_payment_order_lines_order',
      columns: [t.orderId, t.orderStatus],
      foreignColumns: [feePaymentOrders.id, feePaymentOrders.status],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    uniqueIndex('fee_payment_order_lines_line').on(t.orderId, t.feeStructureId),
    // Concurrent Pay presses race on this index, not on a read: the losers find the one open order.
    uniqueIndex('fee_payment_order_lines_open')
      .on(t.studentId, t.feeStructureId)
      .where(sql`${t.orderStatus} in ('CREATED', 'DUE')`),
    index('fee_payment_order_lines_student').on(t.studentId, t.feeStructureId),
    check('fee_payment_order_lines_amount_positive', sql`${t.amountPaise} > 0`),
    check('fee_payment_order_lines_settled', sql`${t.settledPaise} >= 0 and ${t.settledPaise} <= ${t.amountPaise}`),
  ],
);

/** One receipt counter per financial year (April–March): the confirming transaction takes the next serial. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: varchar('financial_year', { length: 9 }).primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

/**
 * The receipt of a PAID order: one per order (unique), numbered without gaps per financial year. `details`
 * keeps what the receipt prints, so the same PDF is drawn again on request.
 */
export const feeReceipts = pgTable(
  'fee_receipts',
  {
    id: serial('id').primaryKey(),
    receiptNo: varchar('receipt_no', { length: 32 }).notNull().unique(),
    financialYear: varchar('financial_year', { length: 9 }).notNull(),
    serial: integer('serial').notNull(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => feePaymentOrders.id),
    amountPaise: integer('amount_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<Record<string, string | number>>().notNull(),
  },
  (t) => [
    uniqueIndex('fee_receipts_year_serial').on(t.financialYear, t.serial),
    // The day book reads receipts by when they were issued.
    index('fee_receipts_issued').on(t.issuedAt),
  ],
);
