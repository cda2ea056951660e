import { and, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import { collegeDay, collegeDayStart, collegeMonthStart } from '../../../domain/payments/college-day';
import type { Database } from '../../db/client';
import { coveredOnLineSql } from './fee-reliefs-sql';
import { feePaymentOrders, feeStructures, feeTypes, students } from '../../db/schema';

/** Paise confirmed PAID since a moment (by the time the gateway's payment was confirmed). */
async function paidSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(feePaymentOrders.amountPaise) })
    .from(feePaymentOrders)
    .where(and(eq(feePaymentOrders.status, 'PAID'), gte(feePaymentOrders.confirmedAt, since)));
  return Number(row?.total ?? 0);
}

/** Paise taken today at the fee desk in these modes (cash, cheque and DD, UPI and card), still standing or bounced. */
async function deskToday(db: Database, modes: readonly string[], now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(feePaymentOrders.amountPaise) })
    .from(feePaymentOrders)
    .where(
      and(
        eq(feePaymentOrders.channel, 'counter'),
        eq(feePaymentOrders.collectedOn, collegeDay(now)),
        inArray(feePaymentOrders.paymentOption, [...modes]),
        inArray(feePaymentOrders.status, ['PAID', 'BOUNCED']),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The Accounts and Fee Payments dashboards' live money figures (paise), asked of the database each time:
 * collected today and this month (college days in India), and what open payments (DUE charges) still await.
 */
export const FEE_FIGURES = {
  collectedToday: (db: Database, now = new Date()) => paidSince(db, collegeDayStart(collegeDay(now))),
  collectedThisMonth: (db: Database, now = new Date()) => paidSince(db, collegeDayStart(collegeMonthStart(now))),
  cashToday: (db: Database, now = new Date()) => deskToday(db, ['CASH'], now),
  chequeToday: (db: Database, now = new Date()) => deskToday(db, ['CHEQUE', 'DD'], now),
  upiCardToday: (db: Database, now = new Date()) => deskToday(db, ['UPI', 'CARD'], now),
  onlineToday: async (db: Database, now = new Date()) => {
    const [row] = await db
      .select({ total: sum(feePaymentOrders.amountPaise) })
      .from(feePaymentOrders)
      .where(
        and(
          eq(feePaymentOrders.channel, 'online'),
          eq(feePaymentOrders.status, 'PAID'),
          gte(feePaymentOrders.confirmedAt, collegeDayStart(collegeDay(now))),
        ),
      );
    return Number(row?.total ?? 0);
  },
  /** What students on roll still owe on their dues up to their present semester. */
  duesOutstanding: async (db: Database) => {
    const [row] = await db
      .select({
        total: sql<string>`coalesce(sum(greatest(${feeStructures.amountPaise} - ${coveredOnLineSql(students.id, feeStructures.id)}, 0)), 0)`,
      })
      .from(students)
      .innerJoin(feeStructures, eq(feeStructures.batchId, students.batchId))
      .where(
        and(
          eq(students.status, 'studying'),
          lte(feeStructures.semester, students.semester),
          sql`(${feeStructures.studentId} is null or ${feeStructures.studentId} = ${students.id})`,
        ),
      );
    return Number(row?.total ?? 0);
  },
  pending: async (db: Database) => {
    const [row] = await db
      .select({ total: sum(feePaymentOrders.amountPaise) })
      .from(feePaymentOrders)
      .where(eq(feePaymentOrders.status, 'DUE'));
    return Number(row?.total ?? 0);
  },
};

/**
 * The students among `studentIds` who still owe a general (tuition) fee line of a semester up to `upToSemester`:
 * what the exam cell's registration counts as dues. The exam fee is paid after registration and miscellaneous
 * items are bought at will, so neither counts.
 */
export async function studentsOwingFees(
  db: Database,
  studentIds: readonly number[],
  upToSemester: number,
): Promise<Set<number>> {
  if (studentIds.length === 0) return new Set();
  const settled = coveredOnLineSql(students.id, feeStructures.id);
  const rows = await db
    .selectDistinct({ id: students.id })
    .from(students)
    .innerJoin(feeStructures, eq(feeStructures.batchId, students.batchId))
    .innerJoin(feeTypes, eq(feeTypes.id, feeStructures.feeTypeId))
    .where(
      and(
        inArray(students.id, [...studentIds]),
        eq(feeTypes.flow, 'general'),
        lte(feeStructures.semester, upToSemester),
        sql`(${feeStructures.studentId} is null or ${feeStructures.studentId} = ${students.id})`,
        sql`${feeStructures.amountPaise} > ${settled}`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
