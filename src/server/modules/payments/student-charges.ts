import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, feePaymentOrderLines, feePaymentOrders, feeStructures, feeTypes, students } from '../../db/schema';
import { coveredOnLineSql } from './fee-reliefs-sql';

/**
 * A charge another module raises on one student (a library fine, a lost book's price): a fee line of the student's
 * own, of the college's first fee type of the miscellaneous flow, due at once. It is then paid as every fee line is,
 * online by the student or a parent or at the fee counter, with the same receipts.
 */
export interface StudentCharge {
  studentId: number;
  /** What the student's dues and receipts name it ('LIBRARY FINE 12 (CSE/0042)'), unique for the student. */
  item: string;
  amountPaise: number;
  dueDate: string;
}

/** The fee line made for the charge, or null when the college has no fee type of the miscellaneous flow. */
export async function raiseStudentCharge(db: Database, charge: StudentCharge): Promise<number | null> {
  const [type] = await db
    .select({ id: feeTypes.id })
    .from(feeTypes)
    .where(eq(feeTypes.flow, 'miscellaneous'))
    .orderBy(asc(feeTypes.sortOrder), asc(feeTypes.id))
    .limit(1);
  const [student] = await db
    .select({ batchId: students.batchId, degreeId: batches.degreeId, semester: students.semester })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .where(eq(students.id, charge.studentId));
  if (!type || !student) return null;
  const [line] = await db
    .insert(feeStructures)
    .values({
      ...student,
      feeTypeId: type.id,
      item: charge.item.slice(0, 64),
      amountPaise: charge.amountPaise,
      studentId: charge.studentId,
      dueDate: charge.dueDate,
    })
    .returning({ id: feeStructures.id });
  return line!.id;
}

/**
 * Charges raised on many students at once (a hostel allotment of the whole year), in one insert per thousand: the fee
 * line of each, in the order given (null where the college has no fee type of the miscellaneous flow, or no such
 * student). The items must differ per student, as for one charge.
 */
export async function raiseStudentCharges(db: Database, charges: readonly StudentCharge[]): Promise<(number | null)[]> {
  if (charges.length === 0) return [];
  const [type] = await db
    .select({ id: feeTypes.id })
    .from(feeTypes)
    .where(eq(feeTypes.flow, 'miscellaneous'))
    .orderBy(asc(feeTypes.sortOrder), asc(feeTypes.id))
    .limit(1);
  if (!type) return charges.map(() => null);
  const rows = await db
    .select({ id: students.id, batchId: students.batchId, degreeId: batches.degreeId, semester: students.semester })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .where(inArray(students.id, [...new Set(charges.map((c) => c.studentId))]));
  const of = new Map(rows.map(({ id, ...student }) => [id, student]));
  const key = (studentId: number, item: string) => `${String(studentId)}|${item}`;
  const lines = new Map<string, number>();
  const values = charges.flatMap((c) => {
    const student = of.get(c.studentId);
    if (!student) return [];
    const item = c.item.slice(0, 64);
    return [
      { ...student, feeTypeId: type.id, item, amountPaise: c.amountPaise, studentId: c.studentId, dueDate: c.dueDate },
    ];
  });
  for (let at = 0; at < values.length; at += 1000) {
    const made = await db
      .insert(feeStructures)
      .values(values.slice(at, at + 1000))
      .returning({ id: feeStructures.id, studentId: feeStructures.studentId, item: feeStructures.item });
    for (const line of made) lines.set(key(line.studentId!, line.item), line.id);
  }
  return charges.map((c) => lines.get(key(c.studentId, c.item.slice(0, 64))) ?? null);
}

/** What has been paid or relieved on each charge's line (paise), by line. */
export async function chargesCovered(db: Database, lineIds: readonly number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const line = { id: sql.raw('"fee_structures"."id"'), studentId: sql.raw('"fee_structures"."student_id"') };
  const rows = await db
    .select({ id: feeStructures.id, covered: coveredOnLineSql(line.studentId, line.id) })
    .from(feeStructures)
    .where(inArray(feeStructures.id, [...lineIds]));
  return new Map(rows.map((r) => [r.id, r.covered]));
}

/**
 * Takes back a charge nothing was paid on and no payment order names (a fine waived): true when the line is gone,
 * false when a payment holds it (the accounts office then refunds or waives it).
 */
export async function withdrawUnpaidCharge(db: Database, lineId: number): Promise<boolean> {
  const [named] = await db
    .select({ id: feePaymentOrderLines.id })
    .from(feePaymentOrderLines)
    .where(eq(feePaymentOrderLines.feeStructureId, lineId))
    .limit(1);
  const [ordered] = await db
    .select({ id: feePaymentOrders.id })
    .from(feePaymentOrders)
    .where(eq(feePaymentOrders.feeStructureId, lineId))
    .limit(1);
  // A waiver, concession or reimbursement on it counts as covered: the line then stays with the accounts office.
  if (named || ordered || ((await chargesCovered(db, [lineId])).get(lineId) ?? 0) > 0) return false;
  const gone = await db.delete(feeStructures).where(eq(feeStructures.id, lineId)).returning({ id: feeStructures.id });
  return gone.length > 0;
}
