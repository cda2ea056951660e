import type { ApplicationFormData } from '../../../domain/admissions/application-form';
import type { Database } from '../../db/client';
import type { AadhaarVault } from './aadhaar';
import { findAdmittedAadhaar, insertAdmissionsBatch } from './batch-insert';
import type { AdmissionsBatchWriter } from './bulk-import';
import { loadAdmissionReferences, resolveAdmission, type ResolvedAdmission } from './references';

/**
 * The import's writer over the admissions store: the same duplicate look-up (keyed Aadhaar hash) and batch
 * insert (numbers from the database, a student per admission) as every save, one transaction per batch.
 */
export async function admissionsBatchWriter(db: Database, vault: AadhaarVault, userId: number, today: Date): Promise<AdmissionsBatchWriter> {
  const refs = await loadAdmissionReferences(db);
  return {
    async admitted(numbers) {
      return new Set((await findAdmittedAadhaar(db, vault, numbers)).keys());
    },
    async insertBatch(rows: readonly ApplicationFormData[]) {
      const resolved: ResolvedAdmission[] = [];
      for (const row of rows) {
        const r = resolveAdmission(refs, row, today);
        // The import matched course, batch and branch against the same tables just before; a miss is a bug.
        if (!r.ok) throw new Error(`Import row not resolvable: ${r.field}`);
        resolved.push(r.admission);
      }
      const inserted = await db.transaction((tx) => insertAdmissionsBatch(tx as unknown as Database, resolved, vault, userId));
      return inserted.length;
    },
  };
}
