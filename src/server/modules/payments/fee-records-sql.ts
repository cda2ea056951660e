import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, sql, sum } from 'drizzle-orm';
import { collegeDayEnd, collegeDayStart } from '../../../domain/payments/college-day';
import type { LedgerQuery, LedgerStatus } from '../../../domain/payments/ledger';
import { semesterNameIn, semesterNameKey, type SemesterNames } from '../../../domain/academic/semester-name';
import { paymentModeText } from '../../../domain/payments/payment-mode';
import type { Database } from '../../db/client';
import {
  batches,
  degrees,
  feePaymentOrderLines,
  feePaymentOrders,
  feeReceipts,
  semesters,
  students,
  users,
} from '../../db/schema';
import type { FeeRecords, PaymentForRefund } from './fee-records';

type OrderLine = { semester: number; item: string };
/** An order's semesters (and items) as every screen names them: 'IV Year I Semester, IV Year II Semester · ID card'. */
const semesterText = (names: SemesterNames, degreeId: number, first: OrderLine, lines: OrderLine[] | null) =>
  (lines?.length ? lines : [first])
    .map((l) => {
      const name = semesterNameIn(names, degreeId, l.semester);
      return l.item ? `${name} · ${l.item}` : name;
    })
    .join(', ');
/** Orders that never reached the gateway (CREATED) are not in the ledger; FAILED ones show as DROPPED. */
const LISTED = ['DUE', 'PAID', 'DROPPED', 'FAILED', 'OVERPAID'];
const ledgerStatus = (status: string): Exclude<LedgerStatus, 'REFUNDED'> =>
  status === 'PAID' || status === 'DUE' || status === 'OVERPAID' ? status : 'DROPPED';
/** Money the gateway took on the order: a fee paid, or an overpayment (refundable the same way). */
const moneyTaken = (status: string) => status === 'PAID' || status === 'OVERPAID';

/** FeeRecords on the payment flows' tables (src/server/db/schema-fees.ts). */
export function feeRecordsSql(
  db: Database,
  confirm: FeeRecords['confirm'],
  receiptPdf: FeeRecords['receipt'],
): FeeRecords {
  const base = () =>
    db
      .select({
        paymentId: feePaymentOrders.id,
        orderId: feePaymentOrders.orderId,
        receiptNo: feeReceipts.receiptNo,
        rollNo: feePaymentOrders.rollNo,
        studentName: students.fullName,
        course: degrees.name,
        batch: batches.name,
        feeType: feePaymentOrders.feeType,
        semester: feePaymentOrders.semester,
        item: feePaymentOrders.item,
        amount: feePaymentOrders.amountPaise,
        overpaid: feePaymentOrders.overpaidPaise,
        degreeId: batches.degreeId,
        paymentOption: feePaymentOrders.paymentOption,
        // The semesters (and items) of an order that pays several lines.
        lines: sql<OrderLine[] | null>`(select json_agg(json_build_object('semester', ${feePaymentOrderLines.semester},
          'item', ${feePaymentOrderLines.item}) order by ${feePaymentOrderLines.id})
          from ${feePaymentOrderLines} where ${feePaymentOrderLines.orderId} = ${feePaymentOrders.id})`,
        status: feePaymentOrders.status,
        createdAt: feePaymentOrders.createdAt,
        paidAt: feePaymentOrders.confirmedAt,
        transactionId: feePaymentOrders.chargeUuid,
      })
      .from(feePaymentOrders)
      .innerJoin(students, eq(students.id, feePaymentOrders.studentId))
      .innerJoin(batches, eq(batches.id, students.batchId))
      .innerJoin(degrees, eq(degrees.id, batches.degreeId))
      .leftJoin(feeReceipts, eq(feeReceipts.orderId, feePaymentOrders.id));
  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  /** The names the college gave its semesters, read once for each list. */
  const semesterNames = async (): Promise<SemesterNames> => {
    const rows = await db
      .select({ degreeId: semesters.degreeId, number: semesters.number, name: semesters.name })
      .from(semesters);
    return new Map(rows.map((r) => [semesterNameKey(r.degreeId, r.number), r.name]));
  };
  const semesterOf = (names: SemesterNames, r: Row) =>
    semesterText(names, r.degreeId, { semester: r.semester, item: r.item }, r.lines);

  const toPayment = (r: Row, names: SemesterNames): PaymentForRefund => ({
    paymentId: r.paymentId,
    orderId: r.orderId,
    receiptNo: r.receiptNo,
    transactionId: r.transactionId,
    rollNo: r.rollNo,
    studentName: r.studentName,
    feeType: r.feeType,
    semester: semesterOf(names, r),
    amount: r.amount,
    paidAt: moneyTaken(r.status) ? (r.paidAt?.toISOString() ?? null) : null,
    paid: moneyTaken(r.status),
  });

  return {
    async ledger(q: LedgerQuery) {
      // Dates select by when the payment was made (paid ones) or the order was placed (the others).
      const when = sql`coalesce(${feePaymentOrders.confirmedAt}, ${feePaymentOrders.createdAt})`;
      const rows = await base()
        .where(
          and(
            inArray(
              feePaymentOrders.status,
              q.status === '' ? LISTED : q.status === 'DROPPED' ? ['DROPPED', 'FAILED'] : [q.status],
            ),
            q.from ? gte(when, collegeDayStart(q.from)) : undefined,
            q.to ? lt(when, collegeDayEnd(q.to)) : undefined,
            q.feeType ? eq(feePaymentOrders.feeType, q.feeType) : undefined,
            q.course ? eq(degrees.name, q.course) : undefined,
            q.batch ? eq(batches.name, q.batch) : undefined,
            q.rollNo ? eq(feePaymentOrders.rollNo, q.rollNo) : undefined,
          ),
        )
        .orderBy(desc(when), desc(feePaymentOrders.id));
      const names = await semesterNames();
      return rows.map((r) => ({
        paymentId: r.paymentId,
        orderId: r.orderId,
        receiptNo: r.receiptNo,
        rollNo: r.rollNo,
        studentName: r.studentName,
        course: r.course,
        batch: r.batch,
        feeType: r.feeType,
        semester: semesterOf(names, r),
        paymentMode: paymentModeText(r.paymentOption),
        amount: r.amount,
        overpaid: r.overpaid,
        status: ledgerStatus(r.status),
        createdAt: r.createdAt.toISOString(),
        paidAt: moneyTaken(r.status) ? (r.paidAt?.toISOString() ?? null) : null,
        transactionId: r.transactionId,
      }));
    },

    async filterOptions() {
      const listed = inArray(feePaymentOrders.status, LISTED);
      const [feeTypes, courses, batchNames] = await Promise.all([
        db
          .selectDistinct({ v: feePaymentOrders.feeType })
          .from(feePaymentOrders)
          .where(listed)
          .orderBy(asc(feePaymentOrders.feeType)),
        db
          .selectDistinct({ v: degrees.name })
          .from(feePaymentOrders)
          .innerJoin(students, eq(students.id, feePaymentOrders.studentId))
          .innerJoin(batches, eq(batches.id, students.batchId))
          .innerJoin(degrees, eq(degrees.id, batches.degreeId))
          .where(listed)
          .orderBy(asc(degrees.name)),
        db
          .selectDistinct({ v: batches.name })
          .from(feePaymentOrders)
          .innerJoin(students, eq(students.id, feePaymentOrders.studentId))
          .innerJoin(batches, eq(batches.id, students.batchId))
          .where(listed)
          .orderBy(asc(batches.name)),
      ]);
      return {
        feeTypes: feeTypes.map((r) => r.v),
        courses: courses.map((r) => r.v),
        batches: batchNames.map((r) => r.v),
      };
    },

    async payment(paymentId, lock) {
      if (lock)
        await db
          .select({ id: feePaymentOrders.id })
          .from(feePaymentOrders)
          .where(eq(feePaymentOrders.id, paymentId))
          .for('update');
      const [row] = await base().where(eq(feePaymentOrders.id, paymentId)).limit(1);
      return row ? toPayment(row, await semesterNames()) : null;
    },

    async openCharges(limit) {
      const rows = await db
        .select({ chargeUuid: feePaymentOrders.chargeUuid, feeType: feePaymentOrders.feeType })
        .from(feePaymentOrders)
        .where(and(eq(feePaymentOrders.status, 'DUE'), isNotNull(feePaymentOrders.chargeUuid)))
        // The ones asked about longest ago first, so a large backlog is worked through over several runs.
        .orderBy(sql`${feePaymentOrders.checkedAt} asc nulls first`, asc(feePaymentOrders.id))
        .limit(limit);
      return rows.map((r) => ({ chargeUuid: r.chargeUuid!, feeType: r.feeType }));
    },

    async closedCharges(since, limit) {
      const rows = await db
        .select({ chargeUuid: feePaymentOrders.chargeUuid, feeType: feePaymentOrders.feeType })
        .from(feePaymentOrders)
        .where(
          and(
            inArray(feePaymentOrders.status, ['DROPPED', 'FAILED']),
            isNotNull(feePaymentOrders.chargeUuid),
            gte(feePaymentOrders.createdAt, since),
          ),
        )
        .orderBy(sql`${feePaymentOrders.checkedAt} asc nulls first`, asc(feePaymentOrders.id))
        .limit(limit);
      return rows.map((r) => ({ chargeUuid: r.chargeUuid!, feeType: r.feeType }));
    },

    confirm,

    async studentByUser(userId) {
      const [row] = await db
        .select({ studentId: students.id, rollNo: students.rollNo, fullName: students.fullName })
        .from(users)
        .innerJoin(students, eq(students.id, users.studentId))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async studentByRoll(rollNo) {
      const [row] = await db
        .select({ studentId: students.id, rollNo: students.rollNo, fullName: students.fullName })
        .from(students)
        .where(eq(students.rollNo, rollNo))
        .limit(1);
      return row ?? null;
    },

    async studentPayments(studentId) {
      const rows = await base()
        .where(and(eq(feePaymentOrders.studentId, studentId), ne(feePaymentOrders.status, 'CREATED')))
        .orderBy(desc(feePaymentOrders.createdAt), desc(feePaymentOrders.id));
      const names = await semesterNames();
      return rows.map((r) => ({
        paymentId: r.paymentId,
        orderId: r.orderId,
        receiptNo: r.receiptNo,
        feeType: r.feeType,
        semester: semesterOf(names, r),
        paymentMode: paymentModeText(r.paymentOption),
        amount: r.amount,
        status: r.status,
        paidAt: r.status === 'PAID' ? (r.paidAt?.toISOString() ?? null) : null,
        createdAt: r.createdAt.toISOString(),
        transactionId: r.transactionId,
      }));
    },

    receipt: receiptPdf,

    async collectedSince(since) {
      const [row] = await db
        .select({ total: sum(feePaymentOrders.amountPaise) })
        .from(feePaymentOrders)
        .where(and(eq(feePaymentOrders.status, 'PAID'), gte(feePaymentOrders.confirmedAt, since)));
      return Number(row?.total ?? 0);
    },

    async pendingAmount() {
      const [row] = await db
        .select({ total: sum(feePaymentOrders.amountPaise) })
        .from(feePaymentOrders)
        .where(eq(feePaymentOrders.status, 'DUE'));
      return Number(row?.total ?? 0);
    },
  };
}
