import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { PaymentFlow } from '../../../domain/payments/flows';
import type { FeePaymentDetail } from '../../../domain/payments/schemas';
import type { Database } from '../../db/client';
import {
  batches,
  branches,
  degrees,
  feePaymentOrders,
  feeStructures,
  feeTypes,
  semesters,
  students,
  users,
} from '../../db/schema';
import { semesterName } from '../../../domain/academic/semester-name';
import { reliefOnLineSql } from './fee-reliefs-sql';
import { settledOnLineSql } from './order-lines';

export type StudentRow = typeof students.$inferSelect;

export async function studentByRollNo(db: Database, rollNo: string): Promise<StudentRow | null> {
  const [row] = await db.select().from(students).where(eq(students.rollNo, rollNo.trim().toUpperCase()));
  return row ?? null;
}

export async function studentById(db: Database, id: number): Promise<StudentRow | null> {
  const [row] = await db.select().from(students).where(eq(students.id, id));
  return row ?? null;
}

/** The student record a signed-in user is (students sign in as themselves); null for other users. */
export async function studentOfUser(db: Database, userId: number): Promise<StudentRow | null> {
  const [row] = await db
    .select({ student: students })
    .from(users)
    .innerJoin(students, eq(students.id, users.studentId))
    .where(eq(users.id, userId));
  return row?.student ?? null;
}

/**
 * §7 getStudentsFeePaymentDetails: per semester and fee type (and miscellaneous item) what the student's
 * course and batch owe, what confirmed orders settled on each line and what is still due; amounts in paise. `flows` keeps
 * the lines of some flows only (the student's screen or the applicant's new-admission screen).
 */
export async function feeDetailsOf(
  db: Database,
  student: StudentRow,
  flows?: readonly PaymentFlow[],
): Promise<(FeePaymentDetail & { structureId: number; dueDate: string | null; relief: number })[]> {
  const paidSql = settledOnLineSql(student.id, feeStructures.id);
  const rows = await db
    .select({
      structureId: feeStructures.id,
      feeType: feeTypes.name,
      flow: feeTypes.flow,
      instalmentsAllowed: feeTypes.instalmentsAllowed,
      semester: feeStructures.semester,
      semesterName: semesters.name,
      item: feeStructures.item,
      amount: feeStructures.amountPaise,
      dueDate: feeStructures.dueDate,
      paid: paidSql,
      relief: reliefOnLineSql(student.id, feeStructures.id),
      course: degrees.name,
      batch: batches.name,
    })
    .from(feeStructures)
    .innerJoin(feeTypes, eq(feeTypes.id, feeStructures.feeTypeId))
    .innerJoin(batches, eq(batches.id, feeStructures.batchId))
    .innerJoin(degrees, eq(degrees.id, feeStructures.degreeId))
    .leftJoin(
      semesters,
      and(eq(semesters.degreeId, feeStructures.degreeId), eq(semesters.number, feeStructures.semester)),
    )
    // The batch's lines, and the student's own (an exam fee or condonation that registration made).
    .where(
      and(
        eq(feeStructures.batchId, student.batchId),
        or(isNull(feeStructures.studentId), eq(feeStructures.studentId, student.id)),
      ),
    )
    .orderBy(asc(feeStructures.semester), asc(feeTypes.sortOrder), asc(feeStructures.item));
  const [branch] = await db
    .select({ name: branches.shortName })
    .from(branches)
    .where(eq(branches.id, student.branchId));
  return rows
    .filter((r) => !flows || flows.includes(r.flow as PaymentFlow))
    .map((r) => ({
      structureId: r.structureId,
      rollNo: student.rollNo,
      studentName: student.fullName,
      course: r.course,
      batch: r.batch,
      branch: branch?.name ?? '',
      feeType: r.feeType,
      flow: r.flow as PaymentFlow,
      semester: r.semester,
      semesterName: semesterName(r.semester, r.semesterName),
      item: r.item,
      instalmentsAllowed: r.instalmentsAllowed,
      amount: r.amount,
      paid: r.paid,
      relief: r.relief,
      due: Math.max(0, r.amount - r.relief - r.paid),
      // A late due's fine to date is counted where it is paid (payable-fines.ts, the desk's late-fines.ts).
      fine: 0,
      dueDate: r.dueDate,
    }));
}

/** The order with this orderId whose gateway charge is transactionId (the pair a result page holds), or null. */
export async function orderByPair(db: Database, orderId: string, transactionId: string) {
  const [order] = await db
    .select()
    .from(feePaymentOrders)
    .where(and(eq(feePaymentOrders.orderId, orderId), eq(feePaymentOrders.chargeUuid, transactionId)));
  return order ?? null;
}
