import { eq, sql } from 'drizzle-orm';
import { academicYear } from '../../../domain/calendar/academic-year';
import { admissionPhotoFileName } from '../../../domain/admissions/admission-pdf-name';
import type { ApplicationFormData } from '../../../domain/admissions/application-form';
import { ADMISSION_MESSAGES as M } from '../../../domain/admissions/messages';
import type { Database } from '../../db/client';
import type { RequestScopedDatabase } from '../../db/request-scope';
import { admissions, students } from '../../db/schema';
import type { StoredFilesService } from '../../files/stored-files';
import type { UploadedFile } from '../../http/multipart';
import { aadhaarVault, type AadhaarVault } from './aadhaar';
import { AdmissionError, isUniqueViolation } from './admission-error';
import { peekAdmissionNumber } from './admission-numbers';
import { admissionColumns, insertAdmissionsBatch } from './batch-insert';
import { loadAdmissionReferences, resolveAdmission } from './references';

const ADMISSION_FILE_OWNER = 'admission';

export interface SaveOptions {
  photo?: UploadedFile;
  /** The record's Aadhaar number before this edit (§7 editedAadharNumber): it identifies the record being modified. */
  editedAadhaar?: string;
  userId: number | null;
}

export interface SavedAdmission {
  adminNo: string;
  created: boolean;
}

interface Deps {
  scoped: RequestScopedDatabase;
  storedFiles: StoredFilesService;
  vault: AadhaarVault;
  clock: () => Date;
}

/**
 * The student an admission number (admissions.admin_no, e.g. 2026ADM0003) was saved as, or null. The
 * student keeps this record when a roll number replaces the admission number on the students row, so the
 * applicant's self payment (fees module) finds them by the number on their admission form either way.
 */
export async function studentIdOfAdmission(db: Database, adminNo: string): Promise<number | null> {
  const [row] = await db
    .select({ studentId: admissions.studentId })
    .from(admissions)
    .where(eq(admissions.adminNo, adminNo.trim().toUpperCase()));
  return row?.studentId ?? null;
}

/** Admissions: the first and second form's save, modify search, the register and the next number. */
export function admissionsStore({ scoped, storedFiles, vault, clock }: Deps) {
  const { db } = scoped;

  /**
   * The admission a save modifies, or null for a new one. editedAadharNumber names the record by the Aadhaar
   * it had (and must agree with the admission number when both are sent). Without it, the admission number
   * names the record only when the payload's Aadhaar is that record's: a seed client's new form sends the
   * number generateAdmistionNumber showed, which may not exist yet or may have been taken by another
   * clerk's save meanwhile; either way that save is a new admission and gets the next number.
   */
  async function target(tx: Database, p: ApplicationFormData, editedAadhaar: string | undefined) {
    const columns = {
      id: admissions.id,
      adminNo: admissions.adminNo,
      studentId: admissions.studentId,
      aadhaarHash: admissions.aadhaarHash,
      category: admissions.category,
      admissionType: admissions.admissionType,
      seatType: admissions.seatType,
      agent: admissions.agent,
    };
    const [byNumber] = p.adminNo
      ? await tx.select(columns).from(admissions).where(eq(admissions.adminNo, p.adminNo.toUpperCase())).for('update')
      : [];
    if (editedAadhaar) {
      if (byNumber) {
        if (vault.hash(editedAadhaar) !== byNumber.aadhaarHash) throw new AdmissionError(409, M.editedAadhaarMismatch);
        return byNumber;
      }
      const [row] = await tx
        .select(columns)
        .from(admissions)
        .where(eq(admissions.aadhaarHash, vault.hash(editedAadhaar)))
        .for('update');
      if (!row) throw new AdmissionError(404, M.admissionNotFound);
      return row;
    }
    return byNumber && byNumber.aadhaarHash === vault.hash(p.aadharNo) ? byNumber : null;
  }

  return {
    /**
     * Saves a new admission (number assigned here, in the transaction) or modifies one, with its student
     * row and photo, in one transaction. 409 when another admission has the Aadhaar number.
     */
    async saveAdmission(
      p: ApplicationFormData,
      { photo, editedAadhaar, userId }: SaveOptions,
    ): Promise<SavedAdmission> {
      try {
        return await scoped.transaction(async (txn) => {
          const tx = txn as unknown as Database;
          const refs = await loadAdmissionReferences(tx);
          const existing = await target(tx, p, editedAadhaar);
          const resolved = resolveAdmission(refs, p, clock(), existing ?? {});
          if (!resolved.ok) throw new AdmissionError(400, resolved.message, resolved.field);
          const r = resolved.admission;
          const [holder] = await tx
            .select({ id: admissions.id })
            .from(admissions)
            .where(eq(admissions.aadhaarHash, vault.hash(r.aadhaar)));
          if (holder && holder.id !== existing?.id) throw new AdmissionError(409, M.duplicateAadhaar);
          let adminNo: string;
          let admissionId: number;
          if (existing) {
            adminNo = existing.adminNo;
            admissionId = existing.id;
            await tx
              .update(admissions)
              .set({
                ...admissionColumns(r, vault),
                details: { ...r.details, adminNo },
                updatedBy: userId,
                updatedAt: sql`now()`,
              })
              .where(eq(admissions.id, existing.id));
            await tx
              .update(students)
              .set({
                fullName: r.fullName,
                gender: r.gender,
                batchId: r.batchId,
                branchId: r.branchId,
                regulationId: r.regulationId,
                email: r.email,
                mobile: r.mobile,
                dateOfBirth: r.dateOfBirth,
              })
              .where(eq(students.id, existing.studentId));
          } else {
            const [inserted] = await insertAdmissionsBatch(tx, [r], vault, userId);
            adminNo = inserted!.adminNo;
            admissionId = inserted!.admissionId;
          }
          if (photo) {
            // §5: the photo is kept under the admission number with .png, whatever image was picked.
            const file = { ...photo, originalName: admissionPhotoFileName(adminNo) };
            await storedFiles.saveWithFiles(
              [{ file, owner: { type: ADMISSION_FILE_OWNER, id: adminNo }, purpose: 'photo', uploadedBy: userId }],
              async ([fileId]) => {
                // Through the request-scoped db: this runs in saveWithFiles' savepoint.
                await db.update(admissions).set({ photoFileId: fileId! }).where(eq(admissions.id, admissionId));
              },
            );
          }
          return { adminNo, created: !existing };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'admissions_aadhaar_hash')) throw new AdmissionError(409, M.duplicateAadhaar);
        throw error;
      }
    },

    /** §7 generateAdmistionNumber: what the next new admission of this academic year would be numbered. */
    async nextAdmissionNumber(): Promise<string> {
      return peekAdmissionNumber(db, academicYear(clock()));
    },
  };
}
export type AdmissionsStore = ReturnType<typeof admissionsStore>;

/**
 * Admits rows that already passed ApplicationFormDataSchema inside the caller's transaction, the way every
 * save and the Excel import do (names resolved against the college's lists, numbers from the counter, a
 * student per admission, Aadhaar encrypted). The demo seed uses it; returns the numbers given, in order.
 */
export async function admitCheckedRows(
  tx: Database,
  aadhaarKey: string,
  rows: readonly ApplicationFormData[],
  today: Date,
): Promise<string[]> {
  const refs = await loadAdmissionReferences(tx);
  const resolved = rows.map((row) => {
    const r = resolveAdmission(refs, row, today);
    if (!r.ok) throw new AdmissionError(400, r.message, r.field);
    return r.admission;
  });
  const inserted = await insertAdmissionsBatch(tx, resolved, aadhaarVault(aadhaarKey), null);
  return inserted.map((a) => a.adminNo);
}
