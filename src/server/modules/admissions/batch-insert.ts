import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admissions, students } from '../../db/schema';
import type { AadhaarVault } from './aadhaar';
import { allocateAdmissionNumbers } from './admission-numbers';
import type { ResolvedAdmission } from './references';

/** Rows per INSERT statement: well under PostgreSQL's 65,535 parameters for the admissions columns. */
const CHUNK = 1000;

const chunks = <T>(rows: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

export interface InsertedAdmission {
  adminNo: string;
  admissionId: number;
  studentId: number;
}

/**
 * Inserts admissions and the students they are, in bulk: numbers for every row are
 * taken with one statement per academic year, then students and admissions go in 1,000 rows per
 * statement. Run it inside a transaction. A new student's roll number is its admission number until the
 * exam cell gives one. Returns the rows in the order given. An Aadhaar number already admitted fails the
 * whole call (unique hash): check with findAdmittedAadhaar first.
 */
export async function insertAdmissionsBatch(
  tx: Database,
  rows: readonly ResolvedAdmission[],
  vault: AadhaarVault,
  userId: number | null,
): Promise<InsertedAdmission[]> {
  if (rows.length === 0) return [];
  const numbers = new Array<string>(rows.length);
  const byYear = new Map<string, number[]>();
  rows.forEach((r, i) => byYear.set(r.academicYear, [...(byYear.get(r.academicYear) ?? []), i]));
  // Counters are locked in one order (by year), so two batches spanning the same years never wait on each other in a cycle.
  for (const [year, indexes] of [...byYear].sort(([a], [b]) => a.localeCompare(b))) {
    const allocated = await allocateAdmissionNumbers(tx, year, indexes.length);
    indexes.forEach((rowIndex, k) => (numbers[rowIndex] = allocated[k]!));
  }
  const studentIds = new Map<string, number>();
  for (const part of chunks(rows.map((r, i) => ({ r, adminNo: numbers[i]! })))) {
    const inserted = await tx
      .insert(students)
      .values(
        part.map(({ r, adminNo }) => ({
          rollNo: adminNo,
          fullName: r.fullName,
          gender: r.gender,
          batchId: r.batchId,
          branchId: r.branchId,
          regulationId: r.regulationId,
          email: r.email,
          mobile: r.mobile,
          dateOfBirth: r.dateOfBirth,
        })),
      )
      .returning({ id: students.id, rollNo: students.rollNo });
    for (const s of inserted) studentIds.set(s.rollNo, s.id);
  }
  const out: InsertedAdmission[] = [];
  for (const part of chunks(rows.map((r, i) => ({ r, adminNo: numbers[i]! })))) {
    const inserted = await tx
      .insert(admissions)
      .values(
        part.map(({ r, adminNo }) => ({
          adminNo,
          studentId: studentIds.get(adminNo)!,
          ...admissionColumns(r, vault),
          details: { ...r.details, adminNo },
          createdBy: userId,
          updatedBy: userId,
        })),
      )
      .returning({ id: admissions.id, adminNo: admissions.adminNo, studentId: admissions.studentId });
    out.push(...inserted.map((a) => ({ adminNo: a.adminNo, admissionId: a.id, studentId: a.studentId })));
  }
  return out;
}

/** The admissions columns of a resolved row (the same for an insert and a modify). */
export function admissionColumns(r: ResolvedAdmission, vault: AadhaarVault) {
  return {
    academicYear: r.academicYear,
    fullName: r.fullName,
    gender: r.gender,
    degreeId: r.degreeId,
    batchId: r.batchId,
    branchId: r.branchId,
    regulationId: r.regulationId,
    dateOfAdmission: r.dateOfAdmission,
    admissionType: r.admissionType,
    seatType: r.seatType,
    category: r.category,
    agent: r.agent,
    certificateSubmission: r.certificateSubmission,
    feeCommitmentPaise: r.feeCommitmentPaise,
    studentPaidPaise: r.studentPaidPaise,
    agentAmountPaise: r.agentAmountPaise,
    aadhaarCipher: vault.encrypt(r.aadhaar),
    aadhaarHash: vault.hash(r.aadhaar),
    aadhaarLast4: r.aadhaar.slice(-4),
  };
}

/**
 * Which of these Aadhaar numbers are already admitted, with the admission number that holds each: one
 * query per 1,000 numbers, by keyed hash. Duplicates within the list itself are the caller's to report.
 */
export async function findAdmittedAadhaar(
  db: Database,
  vault: AadhaarVault,
  numbers: readonly string[],
): Promise<Map<string, string>> {
  const byHash = new Map(numbers.map((n) => [vault.hash(n), n]));
  const found = new Map<string, string>();
  for (const part of chunks([...byHash.keys()])) {
    const rows = await db
      .select({ hash: admissions.aadhaarHash, adminNo: admissions.adminNo })
      .from(admissions)
      .where(inArray(admissions.aadhaarHash, part));
    for (const row of rows) found.set(byHash.get(row.hash)!, row.adminNo);
  }
  return found;
}
