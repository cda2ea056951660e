import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { maskAadhaar, maskBankAccount } from '../../../domain/admissions/aadhaar-mask';
import type { AdmissionEntry, AdmissionFilters } from '../../../domain/admissions/admission-record';
import type { ApplicationFormData } from '../../../domain/admissions/application-form';
import { EMPTY_ADDRESS, EMPTY_PAYLOAD_TEXT } from '../../../domain/admissions/application-form';
import type { Database } from '../../db/client';
import { admissions, batches, branches, degrees, regulations, storedFiles, students } from '../../db/schema';
import type { AadhaarVault } from './aadhaar';

const columns = {
  id: admissions.id,
  adminNo: admissions.adminNo,
  rollNumber: students.rollNo,
  fullName: admissions.fullName,
  gender: admissions.gender,
  course: degrees.name,
  batch: batches.name,
  branch: branches.shortName,
  regulation: regulations.code,
  admissionType: admissions.admissionType,
  seatType: admissions.seatType,
  category: admissions.category,
  agent: admissions.agent,
  academicYear: admissions.academicYear,
  dateOfAdmission: admissions.dateOfAdmission,
  certificateSubmission: admissions.certificateSubmission,
  aadhaarCipher: admissions.aadhaarCipher,
  aadhaarLast4: admissions.aadhaarLast4,
  details: admissions.details,
  photoFileId: admissions.photoFileId,
  createdAt: admissions.createdAt,
};

export type AdmissionRow = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['notNull'] extends true
    ? (typeof columns)[K]['_']['data']
    : (typeof columns)[K]['_']['data'] | null;
};

const ADMISSION_NUMBER = /^\d{4}ADM\d{4,}$/i;
const AADHAAR = /^\d{12}$/;

/** The admissions register's reads: every answer masks the Aadhaar number unless asked to reveal it. */
export function admissionReads(db: Database, vault: AadhaarVault) {
  const base = () =>
    db
      .select(columns)
      .from(admissions)
      .innerJoin(students, eq(students.id, admissions.studentId))
      .innerJoin(degrees, eq(degrees.id, admissions.degreeId))
      .innerJoin(batches, eq(batches.id, admissions.batchId))
      .innerJoin(branches, eq(branches.id, admissions.branchId))
      .leftJoin(regulations, eq(regulations.id, admissions.regulationId));

  /** One row as §3 existing admissions: the summary and `applicationFormExcelM` (Aadhaar masked unless revealed). */
  function toEntry(row: AdmissionRow, reveal: boolean): AdmissionEntry {
    const aadharNo = reveal ? vault.decrypt(row.aadhaarCipher) : maskAadhaar(row.aadhaarLast4);
    const record: ApplicationFormData = {
      ...(EMPTY_PAYLOAD_TEXT as unknown as Partial<ApplicationFormData>),
      ...row.details,
      // A bank account number leaves the register masked, like the Aadhaar number.
      bankAccount: reveal ? (row.details.bankAccount ?? '') : maskBankAccount(row.details.bankAccount ?? ''),
      presentAddress: row.details.presentAddress ?? EMPTY_ADDRESS,
      permanentAddress: row.details.permanentAddress ?? EMPTY_ADDRESS,
      adminNo: row.adminNo,
      name: row.fullName,
      gender: row.gender as ApplicationFormData['gender'],
      courseAppliedFor: row.course,
      batch: row.batch,
      branch: row.branch,
      regulation: row.regulation ?? row.details.regulation,
      admissionType: row.admissionType,
      seatType: row.seatType,
      category: row.category,
      agent: row.agent,
      dateOfAdmission: row.dateOfAdmission,
      aadharNo,
    };
    return {
      adminNo: row.adminNo,
      rollNumber: row.rollNumber,
      name: row.fullName,
      gender: row.gender,
      courseAppliedFor: row.course,
      batch: row.batch,
      branch: row.branch,
      admissionType: row.admissionType,
      seatType: row.seatType,
      category: row.category,
      agent: row.agent,
      academicYear: row.academicYear,
      dateOfAdmission: row.dateOfAdmission,
      certificateSubmission: row.certificateSubmission,
      hasPhoto: row.photoFileId !== null,
      createdAt: row.createdAt.toISOString(),
      applicationFormExcelM: record,
    };
  }

  function filterConditions(f: AdmissionFilters): SQL | undefined {
    const q = f.query?.trim() ?? '';
    const conditions: (SQL | undefined)[] = [
      f.course ? eq(degrees.name, f.course) : undefined,
      f.batch ? eq(batches.name, f.batch) : undefined,
      f.branch ? eq(branches.shortName, f.branch) : undefined,
      f.admissionType ? eq(admissions.admissionType, f.admissionType) : undefined,
      f.academicYear ? eq(admissions.academicYear, f.academicYear) : undefined,
    ];
    if (q) {
      const digits = q.replace(/[\s-]/g, '');
      conditions.push(
        AADHAAR.test(digits)
          ? eq(admissions.aadhaarHash, vault.hash(digits))
          : or(
              ilike(admissions.fullName, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
              eq(admissions.adminNo, q.toUpperCase()),
              eq(students.rollNo, q.toUpperCase()),
            ),
      );
    }
    return and(...conditions.filter((c): c is SQL => c !== undefined));
  }

  return {
    toEntry,

    /** The register: newest first, filtered; `limit` rows from `offset`, and how many match in all. */
    async search(
      f: AdmissionFilters,
      limit: number,
      offset: number,
    ): Promise<{ total: number; entries: AdmissionEntry[] }> {
      const where = filterConditions(f);
      const rows = await base()
        .where(where)
        .orderBy(desc(admissions.createdAt), desc(admissions.id))
        .limit(limit)
        .offset(offset);
      const [counted] = await db
        .select({ n: count() })
        .from(admissions)
        .innerJoin(students, eq(students.id, admissions.studentId))
        .innerJoin(degrees, eq(degrees.id, admissions.degreeId))
        .innerJoin(batches, eq(batches.id, admissions.batchId))
        .innerJoin(branches, eq(branches.id, admissions.branchId))
        .where(where);
      return { total: Number(counted?.n ?? rows.length), entries: rows.map((r) => toEntry(r as AdmissionRow, false)) };
    },

    /** Every matching row (the Excel export and getApplicationFormData), masked. */
    async all(f: AdmissionFilters = {}): Promise<AdmissionEntry[]> {
      const rows = await base().where(filterConditions(f)).orderBy(desc(admissions.createdAt), desc(admissions.id));
      return rows.map((r) => toEntry(r as AdmissionRow, false));
    },

    /** One admission by its admission number, roll number or Aadhaar number (modify mode), or null. */
    async findOne(term: string): Promise<AdmissionRow | null> {
      const t = term.trim();
      const digits = t.replace(/[\s-]/g, '');
      const where = AADHAAR.test(digits)
        ? eq(admissions.aadhaarHash, vault.hash(digits))
        : ADMISSION_NUMBER.test(t)
          ? eq(admissions.adminNo, t.toUpperCase())
          : eq(students.rollNo, t.toUpperCase());
      const [row] = await base().where(where).limit(1);
      return (row as AdmissionRow | undefined) ?? null;
    },

    /** The public id of the admission's photo, the only id its file address carries; null without a photo. */
    async photoPublicId(row: AdmissionRow): Promise<string | null> {
      if (row.photoFileId === null) return null;
      const [file] = await db
        .select({ publicId: storedFiles.publicId })
        .from(storedFiles)
        .where(eq(storedFiles.id, row.photoFileId))
        .limit(1);
      return file?.publicId ?? null;
    },
  };
}
export type AdmissionReads = ReturnType<typeof admissionReads>;
