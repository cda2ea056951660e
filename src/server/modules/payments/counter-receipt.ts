import { and, asc, eq } from 'drizzle-orm';
import { semesterName } from '../../../domain/academic/semester-name';
import { COUNTER_MODE_LABELS, INSTRUMENT_MODES, type CounterMode } from '../../../domain/payments/counter';
import { indiaDate } from '../../../domain/payments/financial-year';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import type { CounterReceiptData, CounterReceiptSize } from '../../../domain/pdf/counter-receipt-pdf';
import { english, type Translate } from '../../../domain/payments/receipt-labels';
import type { Database } from '../../db/client';
import {
  batches,
  branches,
  degrees,
  feePaymentOrderLines,
  feePaymentOrders,
  feeReceipts,
  feeStructures,
  feeTypes,
  semesters,
  students,
  users,
} from '../../db/schema';
import { serverShaperFor } from '../../pdf/indic-shaper';
import type { FeeOrder } from './confirm-charge';

const displayDate = (iso: string) => iso.split('-').reverse().join('-');

/** The counter payment with this receipt number, or null. */
export async function counterOrderOf(db: Database, receiptNo: string): Promise<FeeOrder | null> {
  const [row] = await db
    .select({ order: feePaymentOrders })
    .from(feeReceipts)
    .innerJoin(feePaymentOrders, eq(feePaymentOrders.id, feeReceipts.orderId))
    .where(and(eq(feeReceipts.receiptNo, receiptNo), eq(feePaymentOrders.channel, 'counter')));
  return row?.order ?? null;
}

/** What a counter receipt prints, read from the payment, its lines, the student and the cashier. */
async function counterReceiptData(db: Database, order: FeeOrder): Promise<CounterReceiptData | null> {
  const [receipt] = await db.select().from(feeReceipts).where(eq(feeReceipts.orderId, order.id));
  if (!receipt) return null;
  const [who] = await db
    .select({
      name: students.fullName,
      batch: batches.name,
      course: degrees.name,
      branch: branches.shortName,
      cashier: users.fullName,
    })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .innerJoin(degrees, eq(degrees.id, batches.degreeId))
    .innerJoin(branches, eq(branches.id, students.branchId))
    .leftJoin(users, eq(users.id, order.createdBy ?? 0))
    .where(eq(students.id, order.studentId));
  const lines = await db
    .select({
      feeType: feeTypes.name,
      item: feePaymentOrderLines.item,
      semester: feePaymentOrderLines.semester,
      semesterName: semesters.name,
      amount: feePaymentOrderLines.settledPaise,
    })
    .from(feePaymentOrderLines)
    .innerJoin(feeStructures, eq(feeStructures.id, feePaymentOrderLines.feeStructureId))
    .innerJoin(feeTypes, eq(feeTypes.id, feeStructures.feeTypeId))
    .leftJoin(
      semesters,
      and(eq(semesters.degreeId, feeStructures.degreeId), eq(semesters.number, feePaymentOrderLines.semester)),
    )
    .where(eq(feePaymentOrderLines.orderId, order.id))
    .orderBy(asc(feePaymentOrderLines.id));
  const mode = (order.paymentOption ?? 'CASH') as CounterMode;
  return {
    receiptNo: receipt.receiptNo,
    issuedAt: receipt.issuedAt,
    paidOn: displayDate(indiaDate(receipt.issuedAt)),
    rollNo: order.rollNo,
    studentName: who?.name ?? '',
    course: who?.course ?? '',
    batch: who?.batch ?? '',
    branch: who?.branch ?? '',
    lines: lines.map((l) => ({
      particulars: `${l.item ? `${l.feeType} - ${l.item}` : l.feeType}, ${semesterName(l.semester, l.semesterName)}`,
      amountPaise: l.amount,
    })),
    amountPaise: receipt.amountPaise,
    mode: COUNTER_MODE_LABELS[mode],
    reference: order.reference ?? '',
    bank: order.bank ?? '',
    instrumentDate: order.instrumentDate ? displayDate(order.instrumentDate) : '',
    instrument: INSTRUMENT_MODES.includes(mode),
    cashier: who?.cashier ?? '',
    status: order.status as CounterReceiptData['status'],
  };
}

/** A counter receipt's PDF on A5 or an 80 mm roll, its words in the asking page's language; null without a receipt. */
export async function counterReceiptPdf(
  db: Database,
  order: FeeOrder,
  size: CounterReceiptSize,
  head: Letterhead,
  translate: Translate = english,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const data = await counterReceiptData(db, order);
  if (!data) return null;
  const { buildCounterReceiptPdf } = await import('../../../domain/pdf/counter-receipt-pdf');
  const shaper = await serverShaperFor(data.studentName, data.lines, head, data.cashier, translate(data.mode));
  return new Uint8Array(buildCounterReceiptPdf(data, size, head, shaper, translate));
}
