import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { MoneyRow } from '../../../domain/reports/report-answers';
import { branchLabeller, quotaOf, yearMonths } from '../../../domain/reports/report-rules';
import type { Database } from '../../db/client';
import { admissions, batches, branches, degrees, feePaymentOrders, feeStructures, students } from '../../db/schema';
import { coveredOnLineSql, reliefOnLineSql } from '../payments/service';

/**
 * What a student on roll still owes on a fee line, as the fee office counts it: what PAID orders settled on it and what
 * it is relieved of (concessions, fine waivers, the state's reimbursement) no longer ask anything.
 */
const owedSql = sql<number>`greatest(${feeStructures.amountPaise} - ${coveredOnLineSql(students.id, feeStructures.id)}, 0)`;
/** What a fee line asks of the student: its amount less what it is relieved of. */
const askedSql = sql<number>`(${feeStructures.amountPaise} - ${reliefOnLineSql(students.id, feeStructures.id)})`;

/** A student's fee lines: their batch's and their own. */
const linesOfStudent = and(
  eq(feeStructures.batchId, students.batchId),
  or(isNull(feeStructures.studentId), eq(feeStructures.studentId, students.id)),
);

type Totals = Omit<MoneyRow, 'label'>;
const addTo = (map: Map<string, Totals>, label: string, due: number, outstanding: number) => {
  const row = map.get(label) ?? { due: 0, collected: 0, outstanding: 0 };
  row.due += due;
  row.outstanding += outstanding;
  row.collected = row.due - row.outstanding;
  map.set(label, row);
};
const rowsOf = (map: Map<string, Totals>): MoneyRow[] => [...map.entries()].map(([label, t]) => ({ label, ...t }));

/** The money report's SQL: the dues of students on roll by group, and a year's months. */
export function moneyStore(db: Database) {
  return {
    /**
     * Dues of students on roll (status studying) up to their present semester — their batch's fee lines and their own
     * — with what is still owed on each line, by branch, batch and quota (the admission's seat type).
     */
    async groups() {
      const rows = await db
        .select({
          degree: degrees.name,
          shortName: branches.shortName,
          branchId: branches.id,
          batch: batches.name,
          batchId: batches.id,
          seatType: admissions.seatType,
          admissionType: admissions.admissionType,
          due: sql<number>`sum(${askedSql})`.mapWith(Number),
          outstanding: sql<number>`sum(${owedSql})`.mapWith(Number),
        })
        .from(students)
        .innerJoin(feeStructures, linesOfStudent)
        .innerJoin(batches, eq(batches.id, students.batchId))
        .innerJoin(degrees, eq(degrees.id, batches.degreeId))
        .innerJoin(branches, eq(branches.id, students.branchId))
        .leftJoin(admissions, eq(admissions.studentId, students.id))
        .where(and(eq(students.status, 'studying'), lte(feeStructures.semester, students.semester)))
        .groupBy(degrees.name, branches.id, batches.id, admissions.seatType, admissions.admissionType)
        .orderBy(asc(degrees.name), asc(branches.shortName), asc(batches.startYear));
      const label = branchLabeller(rows);
      const byBranch = new Map<string, Totals>();
      const byBatch = new Map<string, Totals>();
      const byQuota = new Map<string, Totals>();
      for (const r of rows) {
        addTo(byBranch, label(r), r.due, r.outstanding);
        addTo(byBatch, `${r.degree} ${r.batch}`, r.due, r.outstanding);
        addTo(byQuota, quotaOf(r.seatType, r.admissionType), r.due, r.outstanding);
      }
      return {
        byBranch: rowsOf(byBranch),
        byBatch: rowsOf(byBatch),
        byQuota: rowsOf(byQuota).sort((a, b) => b.due - a.due || a.label.localeCompare(b.label)),
      };
    },

    /**
     * The months of a year (April to March): the fee lines of students on roll that fall due in each (by their due
     * date), and the money PAID orders brought in (by when each was confirmed, on the college's calendar).
     */
    async months(year: string) {
      const months = yearMonths(year);
      const [collected] = await db
        .select(
          Object.fromEntries(
            months.map((m, i) => [
              `m${String(i)}`,
              sql<number>`coalesce(sum(${feePaymentOrders.amountPaise}) filter (where ${feePaymentOrders.confirmedAt} >= ${m.from.toISOString()} and ${feePaymentOrders.confirmedAt} < ${m.to.toISOString()}), 0)`.mapWith(
                Number,
              ),
            ]),
          ),
        )
        .from(feePaymentOrders)
        .where(eq(feePaymentOrders.status, 'PAID'));
      const falling = await db
        .select({
          month: sql<string>`to_char(${feeStructures.dueDate}, 'YYYY-MM')`,
          amount: sql<number>`sum(${feeStructures.amountPaise})`.mapWith(Number),
        })
        .from(students)
        .innerJoin(feeStructures, linesOfStudent)
        .where(
          and(
            eq(students.status, 'studying'),
            inArray(
              sql`to_char(${feeStructures.dueDate}, 'YYYY-MM')`,
              months.map((m) => m.month),
            ),
          ),
        )
        .groupBy(sql`to_char(${feeStructures.dueDate}, 'YYYY-MM')`);
      const fallingIn = new Map(falling.map((f) => [f.month, f.amount]));
      return months.map((m, i) => ({
        month: m.month,
        falling: fallingIn.get(m.month) ?? 0,
        collected: collected?.[`m${String(i)}`] ?? 0,
      }));
    },
  };
}
