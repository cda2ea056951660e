import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { FAILING_GRADES } from '../../../domain/results/grade-scale';
import { maskAadhaar } from '../../../domain/admissions/aadhaar-mask';
import type { DirectoryQuery } from '../../../domain/students/student-schemas';
import type { DirectoryPage, DirectoryRow, MoveEntry, StudentProfile } from '../../../domain/students/student-records';
import type { StudentStatus } from '../../../domain/students/student-moves';
import { batchOnRoll } from '../../db/batches-on-roll';
import type { Database } from '../../db/client';
import {
  admissions,
  batches,
  branches,
  degrees,
  departments,
  examResults,
  examTitles,
  feePaymentOrders,
  feeReceipts,
  sections,
  storedFiles,
  studentMoves,
  students,
} from '../../db/schema';

/** Which students a reader sees: all, or (a HoD, §6) their department's. */
export type StudentScope = 'all' | { department: string };

/** A search word inside LIKE: its own % and _ are plain characters. */
const prefix = (q: string) => `${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const directoryColumns = {
  id: students.id,
  rollNo: students.rollNo,
  fullName: students.fullName,
  adminNo: admissions.adminNo,
  degree: degrees.name,
  batch: batches.name,
  branch: branches.shortName,
  section: sections.name,
  semester: students.semester,
  status: students.status,
};

/** The directory and profiles: search on the indexed prefixes (roll number, lower(name)) or an admission number. */
export function directoryStore(db: Database) {
  const scopeCondition = (scope: StudentScope): SQL | undefined =>
    scope === 'all'
      ? undefined
      : sql`${students.branchId} in (select ${branches.id} from ${branches} join ${departments} on ${departments.id} = ${branches.departmentId} where ${departments.name} = ${scope.department})`;

  const joined = <T extends Record<string, unknown>>(columns: T) =>
    db
      .select(columns as never)
      .from(students)
      .innerJoin(batches, eq(batches.id, students.batchId))
      .innerJoin(branches, eq(branches.id, students.branchId))
      .innerJoin(degrees, eq(degrees.id, branches.degreeId))
      .leftJoin(sections, eq(sections.id, students.sectionId))
      .leftJoin(admissions, eq(admissions.studentId, students.id));

  return {
    /** A page of the directory; students of the batches on roll in the academic year `onRollIn` unless null. */
    async page(query: DirectoryQuery, scope: StudentScope, onRollIn: number | null = null): Promise<DirectoryPage> {
      const q = query.q.toUpperCase();
      const search = q
        ? or(
            like(students.rollNo, prefix(q)),
            sql`lower(${students.fullName}) like ${prefix(q.toLowerCase())}`,
            eq(admissions.adminNo, q),
          )
        : undefined;
      const where = and(
        search,
        query.degreeId ? eq(branches.degreeId, query.degreeId) : undefined,
        query.batchId ? eq(students.batchId, query.batchId) : undefined,
        query.branchId ? eq(students.branchId, query.branchId) : undefined,
        query.sectionId ? eq(students.sectionId, query.sectionId) : undefined,
        query.status ? eq(students.status, query.status) : undefined,
        scopeCondition(scope),
        onRollIn === null ? undefined : batchOnRoll(students.batchId, onRollIn),
      );
      const [rows, [totals]] = await Promise.all([
        joined(directoryColumns)
          .where(where)
          .orderBy(asc(students.rollNo))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize) as unknown as Promise<DirectoryRow[]>,
        joined({ total: count() }).where(where) as unknown as Promise<{ total: number }[]>,
      ]);
      return { rows, total: Number(totals?.total ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /** Whether the student is one the reader may see: null when not on the rolls or outside their department. */
    async visible(id: number, scope: StudentScope): Promise<boolean> {
      const [row] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, id), scopeCondition(scope)))
        .limit(1);
      return Boolean(row);
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: students.id }).from(students).where(eq(students.id, id)).limit(1);
      return Boolean(row);
    },

    async profile(id: number): Promise<StudentProfile | null> {
      const [row] = (await joined({
        ...directoryColumns,
        gender: students.gender,
        email: students.email,
        mobile: students.mobile,
        dateOfBirth: students.dateOfBirth,
        academicYear: admissions.academicYear,
        dateOfAdmission: admissions.dateOfAdmission,
        admissionType: admissions.admissionType,
        category: admissions.category,
        aadhaarLast4: admissions.aadhaarLast4,
        details: admissions.details,
        photoFileId: sql<
          string | null
        >`(select ${storedFiles.publicId} from ${storedFiles} where ${storedFiles.id} = ${admissions.photoFileId})`,
      })
        .where(eq(students.id, id))
        .limit(1)) as unknown as (DirectoryRow & {
        gender: string;
        email: string | null;
        mobile: string | null;
        dateOfBirth: string | null;
        academicYear: string | null;
        dateOfAdmission: string | null;
        admissionType: string | null;
        category: string | null;
        aadhaarLast4: string | null;
        details: Record<string, unknown> | null;
        photoFileId: string | null;
      })[];
      if (!row) return null;
      const [results, fees, moves] = await Promise.all([
        db
          .select({
            examTitle: examTitles.title,
            subjects: count(),
            failed: sql<number>`count(*) filter (where ${inArray(examResults.grade, [...FAILING_GRADES])})`,
          })
          .from(examResults)
          .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
          .where(eq(examResults.studentId, id))
          .groupBy(examTitles.id, examTitles.title, examTitles.publishedAt)
          .orderBy(asc(examTitles.publishedAt)),
        db
          .select({
            receiptNo: feeReceipts.receiptNo,
            paidAt: feeReceipts.issuedAt,
            amountPaise: feeReceipts.amountPaise,
          })
          .from(feeReceipts)
          .innerJoin(feePaymentOrders, eq(feePaymentOrders.id, feeReceipts.orderId))
          .where(eq(feePaymentOrders.studentId, id))
          .orderBy(desc(feeReceipts.issuedAt)),
        db
          .select()
          .from(studentMoves)
          .where(eq(studentMoves.studentId, id))
          .orderBy(desc(studentMoves.at), desc(studentMoves.id)),
      ]);
      const { gender, email, mobile, dateOfBirth, ...directory } = row;
      return {
        student: {
          id: directory.id,
          rollNo: directory.rollNo,
          fullName: directory.fullName,
          adminNo: directory.adminNo,
          degree: directory.degree,
          batch: directory.batch,
          branch: directory.branch,
          section: directory.section,
          semester: directory.semester,
          status: directory.status as StudentStatus,
          gender,
          email,
          mobile,
          dateOfBirth,
        },
        admission: row.adminNo
          ? {
              adminNo: row.adminNo,
              academicYear: row.academicYear ?? '',
              dateOfAdmission: row.dateOfAdmission ?? '',
              admissionType: row.admissionType ?? '',
              category: row.category ?? '',
              // The Aadhaar number leaves the server masked, as everywhere but the clerk's edit form.
              aadhaar: maskAadhaar(row.aadhaarLast4 ?? ''),
              fatherName: String(row.details?.fathersName ?? ''),
              photoFileId: row.photoFileId,
            }
          : null,
        results: results.map((r) => ({
          examTitle: r.examTitle,
          subjects: Number(r.subjects),
          failed: Number(r.failed),
        })),
        fees: fees.map((f) => ({ ...f, paidAt: f.paidAt.toISOString() })),
        moves: moves.map((m): MoveEntry => ({
          kind: m.kind as MoveEntry['kind'],
          from: describeState(m.fromState),
          to: describeState(m.toState),
          reason: m.reason,
          by: m.userName,
          at: m.at.toISOString(),
        })),
      };
    },
  };
}

/**
 * A moved-from or moved-to state as the history shows it ('studying, semester 7, CSE'; 'section A'), in a fixed
 * order: jsonb keeps its keys in its own order, not the order written.
 */
export function describeState(state: Record<string, unknown>): string {
  const order = ['status', 'semester', 'branch', 'section', 'rollNo'];
  return order
    .filter((key) => key in state)
    .map((key) => (key === 'status' || key === 'branch' ? String(state[key]) : `${key} ${String(state[key])}`))
    .join(', ');
}

export type DirectoryStore = ReturnType<typeof directoryStore>;
