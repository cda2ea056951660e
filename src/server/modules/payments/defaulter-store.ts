import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { semesterName } from '../../../domain/academic/semester-name';
import type { Defaulter } from '../../../domain/payments/defaulter-answers';
import type { DefaulterQuery } from '../../../domain/payments/defaulters';
import { fineToDate, type FineKind } from '../../../domain/payments/fee-plans';
import type { Database } from '../../db/client';
import {
  batches,
  branches,
  degrees,
  feePlanHeads,
  feeStructures,
  feeTypes,
  semesters,
  students,
} from '../../db/schema';
import { LATE_FEE_TYPE } from './late-fines';
import { coveredOnLineSql } from './fee-reliefs-sql';

/** At most this many defaulters are listed (the most owed first). */
export const DEFAULTERS_LIMIT = 2000;

/** A defaulter as the server reads them: the list's columns and, for reminders only, the addresses. */
export interface DefaulterRow extends Omit<Defaulter, 'hasEmail' | 'hasMobile' | 'fine'> {
  email: string | null;
  mobile: string | null;
}

/** One overdue due of a student, with its late fine to date. */
export interface OverdueLine {
  studentId: number;
  structureId: number;
  feeType: string;
  item: string;
  semester: number;
  semesterName: string;
  dueDate: string;
  due: number;
  fine: number;
}

/** Paid on the due, or taken off it (concessions, fine waivers, the state's reimbursement). */
const paidSql = coveredOnLineSql(students.id, feeStructures.id);

/**
 * The fee lines of students on roll that are overdue on `today`: their batch's lines and their own, with a due date
 * before today and something still unpaid (only PAID orders count). Lines without a due date are never overdue.
 */
const overdueOn = (today: string, ...more: (SQL | undefined)[]) =>
  and(
    eq(students.status, 'studying'),
    isNotNull(feeStructures.dueDate),
    lt(feeStructures.dueDate, today),
    sql`${feeStructures.amountPaise} > ${paidSql}`,
    ...more,
  );

const linesOfStudent = and(
  eq(feeStructures.batchId, students.batchId),
  or(isNull(feeStructures.studentId), eq(feeStructures.studentId, students.id)),
);

/** A due's late fine line, once made: the student's own Late Fee line named after the due (fineItemOf). */
const madeFineSql = sql<number>`coalesce((select sum(fine_line.amount_paise)
    from ${feeStructures} fine_line inner join ${feeTypes} fine_type on fine_type.id = fine_line.fee_type_id
    where fine_line.student_id = ${students.id} and fine_type.name = ${LATE_FEE_TYPE}
    and fine_line.semester = ${feeStructures.semester}
    and fine_line.item = left(case when ${feeStructures.item} = '' then ${feeTypes.name}
      else ${feeTypes.name} || ' - ' || ${feeStructures.item} end, 64)), 0)`.mapWith(Number);

/** Defaulters and their overdue dues, read for the whole list at once (one statement each). */
export function defaulterStore(db: Database) {
  /** Students on roll with overdue dues (optionally of a batch and branch, or only these ids), most owed first. */
  const list = (today: string, filter: DefaulterQuery & { ids?: readonly number[] }): Promise<DefaulterRow[]> =>
    db
      .select({
        id: students.id,
        rollNo: students.rollNo,
        name: students.fullName,
        course: degrees.name,
        branch: branches.shortName,
        batch: batches.name,
        overdue: sql<number>`sum(${feeStructures.amountPaise} - ${paidSql})`.mapWith(Number),
        dues: sql<number>`count(*)`.mapWith(Number),
        oldestDueDate: sql<string>`min(${feeStructures.dueDate})::text`,
        email: students.email,
        mobile: students.mobile,
      })
      .from(students)
      .innerJoin(feeStructures, linesOfStudent)
      .innerJoin(batches, eq(batches.id, students.batchId))
      .innerJoin(degrees, eq(degrees.id, batches.degreeId))
      .innerJoin(branches, eq(branches.id, students.branchId))
      .where(
        overdueOn(
          today,
          filter.batchId === undefined ? undefined : eq(students.batchId, filter.batchId),
          filter.branchId === undefined ? undefined : eq(students.branchId, filter.branchId),
          filter.ids ? inArray(students.id, [...filter.ids]) : undefined,
        ),
      )
      .groupBy(students.id, batches.id, degrees.id, branches.id)
      .orderBy(desc(sql`sum(${feeStructures.amountPaise} - ${paidSql})`), asc(students.rollNo))
      .limit(DEFAULTERS_LIMIT);

  /** The overdue dues of these students, each with the late fine it has gathered by today (less its fine line). */
  const lines = async (today: string, ids: readonly number[]): Promise<OverdueLine[]> => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        studentId: students.id,
        structureId: feeStructures.id,
        feeType: feeTypes.name,
        item: feeStructures.item,
        semester: feeStructures.semester,
        semesterName: semesters.name,
        dueDate: feeStructures.dueDate,
        amount: feeStructures.amountPaise,
        paid: paidSql,
        head: feePlanHeads,
        madeFine: madeFineSql,
      })
      .from(students)
      .innerJoin(feeStructures, linesOfStudent)
      .innerJoin(feeTypes, eq(feeTypes.id, feeStructures.feeTypeId))
      .leftJoin(
        semesters,
        and(eq(semesters.degreeId, feeStructures.degreeId), eq(semesters.number, feeStructures.semester)),
      )
      .leftJoin(feePlanHeads, eq(feePlanHeads.id, feeStructures.planHeadId))
      .where(overdueOn(today, inArray(students.id, [...ids])))
      .orderBy(asc(students.id), asc(feeStructures.dueDate), asc(feeStructures.semester), asc(feeTypes.sortOrder));
    return rows.map((r) => ({
      studentId: r.studentId,
      structureId: r.structureId,
      feeType: r.feeType,
      item: r.item,
      semester: r.semester,
      semesterName: semesterName(r.semester, r.semesterName),
      dueDate: r.dueDate!,
      due: Math.max(0, r.amount - r.paid),
      fine: r.head
        ? Math.max(0, fineToDate({ ...r.head, fineKind: r.head.fineKind as FineKind }, r.dueDate!, today) - r.madeFine)
        : 0,
    }));
  };

  return { list, lines };
}
export type DefaulterStore = ReturnType<typeof defaulterStore>;
