import type { ApplicationFormData } from '../../../domain/admissions/application-form';
import type { Database } from '../../db/client';
import type { AadhaarVault } from './aadhaar';
import { isUniqueViolation } from './admission-error';
import { findAdmittedAadhaar, insertAdmissionsBatch } from './batch-insert';
import { loadAdmissionReferences, resolveAdmission, type ResolvedAdmission } from './references';

/** How the import saves a batch of checked rows. */
export interface AdmissionsBatchWriter {
  /**
   * Saves, in one transaction, the rows whose Aadhaar number is not admitted yet (by an earlier upload, a
   * form save or another upload running at the same time); gives how many were saved and which numbers were
   * found already admitted (those rows are not saved).
   */
  saveBatch(rows: readonly ApplicationFormData[]): Promise<{ saved: number; admitted: ReadonlySet<string> }>;
}

/** Tries of one batch: each retry follows another writer committing some of the same Aadhaar numbers. */
const ATTEMPTS = 5;

/** PostgreSQL's deadlock_detected: two batches inserting shared numbers in opposite orders. */
const isDeadlock = (err: unknown) =>
  [err, (err as { cause?: unknown })?.cause].some((e) => (e as { code?: unknown } | undefined)?.code === '40P01');

/**
 * The import's writer over the admissions store: the same duplicate look-up (keyed Aadhaar hash) and batch
 * insert (numbers from the database, a student per admission) as every save, one transaction per batch.
 * The look-up runs inside the batch's transaction, and when another upload or save commits one of the same
 * numbers between that look-up and the insert (the unique index refuses it), the batch is rolled back, its
 * admission numbers with it, and tried again: it then finds those rows admitted, reports them as such and
 * saves the rest, rather than losing the whole batch.
 */
export async function admissionsBatchWriter(
  db: Database,
  vault: AadhaarVault,
  userId: number,
  today: Date,
): Promise<AdmissionsBatchWriter> {
  const refs = await loadAdmissionReferences(db);
  const attempt = (rows: readonly ApplicationFormData[]) =>
    db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const admitted = new Set(
        (
          await findAdmittedAadhaar(
            tx,
            vault,
            rows.map((r) => r.aadharNo),
          )
        ).keys(),
      );
      const resolved: ResolvedAdmission[] = [];
      for (const row of rows) {
        if (admitted.has(row.aadharNo)) continue;
        const r = resolveAdmission(refs, row, today);
        // The import checked every row against the same lists just before; a miss is a bug.
        if (!r.ok) throw new Error(`Import row not resolvable: ${r.field}`);
        resolved.push(r.admission);
      }
      const inserted = await insertAdmissionsBatch(tx, resolved, vault, userId);
      return { saved: inserted.length, admitted };
    });
  return {
    async saveBatch(rows) {
      for (let tries = 1; ; tries++) {
        try {
          return await attempt(rows);
        } catch (error) {
          const retry = isUniqueViolation(error, 'admissions_aadhaar_hash') || isDeadlock(error);
          if (!retry || tries >= ATTEMPTS) throw error;
        }
      }
    },
  };
}
