import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { CONDONATION_ITEM, examFeeItem } from '../../../domain/exams/eligibility';
import type { ExamType } from '../../../domain/exams/exam';
import type { Database } from '../../db/client';
import { coveredOnLineSql } from './fee-reliefs-sql';
import {
  batches,
  examRegistrations,
  exams,
  feePaymentOrderLines,
  feePaymentOrders,
  feeStructures,
  feeTypes,
  students,
} from '../../db/schema';

/** What registration knows of an exam, for its fee lines. */
export interface ExamForFees {
  id: number;
  semester: number;
  examType: ExamType;
  month: number;
  year: number;
}

/** What registration asks for: the band's students (a condonation line each) and the eligible ones' exam fees. */
export interface ExamFeesWanted {
  condonation: readonly number[];
  condonationPaise: number;
  examFees: readonly { studentId: number; amountPaise: number }[];
}

/** The fee type the exam cell's lines are of: the college's first fee type of the exam flow (EXAM FEE in the demo). */
async function examFeeType(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ id: feeTypes.id })
    .from(feeTypes)
    .where(eq(feeTypes.flow, 'exam'))
    .orderBy(asc(feeTypes.sortOrder), asc(feeTypes.id))
    .limit(1);
  return row?.id ?? null;
}

// The outer line named in full: in a one-table select Drizzle writes its columns without the table's name, which
// inside these subqueries would name the subquery's own table.
const line = { id: sql.raw('"fee_structures"."id"'), studentId: sql.raw('"fee_structures"."student_id"') };

const settled = coveredOnLineSql(line.studentId, line.id);

/** A line some payment order names (any status): it stays as it is, whatever registration finds later. */
const ordered = sql<boolean>`(exists (select 1 from ${feePaymentOrderLines} where ${feePaymentOrderLines.feeStructureId} = ${line.id})
  or exists (select 1 from ${feePaymentOrders} where ${feePaymentOrders.feeStructureId} = ${line.id}))`;

/** The students among `studentIds` who have paid the attendance condonation fee of the semester in full. */
export async function condonationPaid(
  db: Database,
  studentIds: readonly number[],
  semester: number,
): Promise<Set<number>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .select({ studentId: feeStructures.studentId, amount: feeStructures.amountPaise, settled })
    .from(feeStructures)
    .where(
      and(
        inArray(feeStructures.studentId, [...studentIds]),
        eq(feeStructures.semester, semester),
        eq(feeStructures.item, CONDONATION_ITEM),
      ),
    );
  return new Set(rows.filter((r) => r.settled >= r.amount).map((r) => r.studentId!));
}

/**
 * Brings the exam's fee lines in line with registration: a condonation line of the semester for each student in the
 * band who has none, an exam fee line for each eligible student (the amount and name follow the exam while nothing
 * was paid on it); lines of students who no longer need them go unless a payment names them (those stay, paid or
 * to be refunded by the accounts office). Without a fee type of the exam flow no line is made. With `only`, the
 * lines of those students alone are looked at (one student assessed again); the others' stay as they are.
 */
export async function syncExamFeeLines(
  db: Database,
  exam: ExamForFees,
  wanted: ExamFeesWanted,
  only?: readonly number[],
): Promise<void> {
  const feeTypeId = await examFeeType(db);
  if (feeTypeId === null) return;
  const ids = [...new Set([...wanted.condonation, ...wanted.examFees.map((f) => f.studentId)])];
  const cohort = ids.length
    ? await db
        .select({ id: students.id, batchId: students.batchId, degreeId: batches.degreeId })
        .from(students)
        .innerJoin(batches, eq(batches.id, students.batchId))
        .where(inArray(students.id, ids))
    : [];
  const place = new Map(cohort.map((s) => [s.id, s]));
  const newLine = (studentId: number, item: string, amountPaise: number) => ({
    degreeId: place.get(studentId)!.degreeId,
    batchId: place.get(studentId)!.batchId,
    semester: exam.semester,
    feeTypeId,
    item,
    amountPaise,
    studentId,
    examId: exam.id,
  });

  const existing = await db
    .select({
      id: feeStructures.id,
      studentId: feeStructures.studentId,
      item: feeStructures.item,
      amount: feeStructures.amountPaise,
      examId: feeStructures.examId,
      ordered,
    })
    .from(feeStructures)
    .where(
      or(
        and(eq(feeStructures.examId, exam.id), only ? inArray(feeStructures.studentId, [0, ...only]) : undefined),
        ids.length
          ? and(
              inArray(feeStructures.studentId, ids),
              eq(feeStructures.semester, exam.semester),
              eq(feeStructures.item, CONDONATION_ITEM),
            )
          : undefined,
      ),
    );
  const isCondonation = (r: { item: string }) => r.item === CONDONATION_ITEM;
  const drop: number[] = [];

  // Condonation: one line per student and semester, whichever exam of the semester made it.
  const band = new Set(wanted.condonation);
  const haveCondonation = new Set(existing.filter(isCondonation).map((r) => r.studentId!));
  for (const r of existing.filter(isCondonation))
    if (r.examId === exam.id && !band.has(r.studentId!) && !r.ordered) drop.push(r.id);
    else if (band.has(r.studentId!) && !r.ordered && r.amount !== wanted.condonationPaise)
      await db.update(feeStructures).set({ amountPaise: wanted.condonationPaise }).where(eq(feeStructures.id, r.id));
  const newCondonation = wanted.condonation.filter((id) => !haveCondonation.has(id) && place.has(id));

  // The exam fee: one line per eligible student of this exam.
  const item = examFeeItem(exam);
  const fees = new Map(wanted.examFees.map((f) => [f.studentId, f.amountPaise]));
  const feeLines = existing.filter((r) => r.examId === exam.id && !isCondonation(r));
  for (const r of feeLines) {
    const amount = fees.get(r.studentId!);
    if (amount === undefined) {
      if (!r.ordered) drop.push(r.id);
    } else if (!r.ordered && (r.amount !== amount || r.item !== item))
      await db.update(feeStructures).set({ amountPaise: amount, item }).where(eq(feeStructures.id, r.id));
  }
  const haveFee = new Set(feeLines.map((r) => r.studentId!));
  const newFees = wanted.examFees.filter((f) => !haveFee.has(f.studentId) && place.has(f.studentId));

  if (drop.length) await db.delete(feeStructures).where(inArray(feeStructures.id, drop));
  const values = [
    ...newCondonation.map((id) => newLine(id, CONDONATION_ITEM, wanted.condonationPaise)),
    ...newFees.map((f) => newLine(f.studentId, item, f.amountPaise)),
  ];
  // Another exam's registration may have made the same student's condonation line meanwhile: that one stands.
  for (let i = 0; i < values.length; i += 1000)
    await db
      .insert(feeStructures)
      .values(values.slice(i, i + 1000))
      .onConflictDoNothing();
}

/** Each registered student's exam fee for the registration screen (paise): the amount and what is paid of it. */
export async function examFeesOf(db: Database, examId: number) {
  const rows = await db
    .select({ studentId: feeStructures.studentId, amount: feeStructures.amountPaise, paid: settled })
    .from(feeStructures)
    .where(and(eq(feeStructures.examId, examId), ne(feeStructures.item, CONDONATION_ITEM)));
  return new Map(rows.map((r) => [r.studentId!, { amount: r.amount, paid: r.paid }]));
}

/** The condonation fee of the semester for these students (paise): the amount and what is paid of it. */
export async function condonationFeesOf(db: Database, studentIds: readonly number[], semester: number) {
  if (studentIds.length === 0) return new Map<number, { amount: number; paid: number }>();
  const rows = await db
    .select({ studentId: feeStructures.studentId, amount: feeStructures.amountPaise, paid: settled })
    .from(feeStructures)
    .where(
      and(
        inArray(feeStructures.studentId, [...studentIds]),
        eq(feeStructures.semester, semester),
        eq(feeStructures.item, CONDONATION_ITEM),
      ),
    );
  return new Map(rows.map((r) => [r.studentId!, { amount: r.amount, paid: r.paid }]));
}

/**
 * Whether the student may pay these exam-flow lines (the exam fee flow's §8 'Your not Entitled to pay'): an exam
 * fee is the student's own line, made by registration for an exam they are registered for and may sit. Refused: the
 * fee of an exam the college holds for the student's degree and that semester when the student has no such line (not
 * registered, or not eligible so none was made), and a line whose registration no longer lets them sit. A line that
 * is no exam's at all is left to Pay's own 'no such fee' answer. Batch-wide exam-flow lines of the fee structure are
 * paid as before, and the condonation line is what makes a student in the band eligible, so neither is refused here.
 */
export async function examFeeEntitled(
  db: Database,
  student: { id: number; batchId: number },
  lines: readonly { feeType: string; semester: number; item: string }[],
): Promise<boolean> {
  for (const l of lines) {
    const [type] = await db.select({ flow: feeTypes.flow }).from(feeTypes).where(eq(feeTypes.name, l.feeType));
    if (type?.flow !== 'exam' || l.item === CONDONATION_ITEM) continue;
    const [found] = await db
      .select({ examId: feeStructures.examId, eligible: examRegistrations.eligible })
      .from(feeStructures)
      .innerJoin(feeTypes, eq(feeTypes.id, feeStructures.feeTypeId))
      .leftJoin(
        examRegistrations,
        and(eq(examRegistrations.examId, feeStructures.examId), eq(examRegistrations.studentId, student.id)),
      )
      .where(
        and(
          eq(feeTypes.name, l.feeType),
          eq(feeStructures.semester, l.semester),
          eq(feeStructures.item, l.item),
          eq(feeStructures.batchId, student.batchId),
          or(isNull(feeStructures.studentId), eq(feeStructures.studentId, student.id)),
        ),
      );
    if (found) {
      if (found.examId !== null && found.eligible !== true) return false;
      continue;
    }
    const held = await db
      .select({ examType: exams.examType, month: exams.month, year: exams.year })
      .from(exams)
      .innerJoin(batches, eq(batches.degreeId, exams.degreeId))
      .where(and(eq(batches.id, student.batchId), eq(exams.semester, l.semester)));
    if (held.some((e) => examFeeItem({ ...e, examType: e.examType as ExamType }) === l.item)) return false;
  }
  return true;
}
