import { createHash } from 'node:crypto';
import type { ImportReport } from '../../../domain/admissions/import-answers';
import { marcToCatalogue } from '../../../domain/library/marc-mapping';
import { filled, LIBRARY_MESSAGES as M } from '../../../domain/library/messages';
import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import type { TransactionRunner } from '../../db/request-scope';
import type { CatalogueWriter } from './catalogue-writer';
import type { ImportFigures, ImportJobStore } from './import-job-store';
import { readMarcFile } from './marc-records';

/** Records saved between two progress updates. */
const BATCH_RECORDS = 100;

export type MarcImportAnswer =
  { status: 200; body: ImportReport } | { status: 400 | 409 | 422; body: { message: string } };

/**
 * A MARC21 file imported as one job named by its Idempotency-Key: every record mapped (marcToCatalogue), then saved
 * a batch at a time in one transaction each through the catalogue writer, the figures recorded after each batch. A
 * record refused is listed with its place in the file, the MARC field and the reason; a record whose copies are all
 * already catalogued is counted as already there. The same key with the same file answers the stored outcome.
 */
export async function importMarc(
  deps: { jobs: ImportJobStore; writer: CatalogueWriter; transaction: TransactionRunner; clock: () => Date },
  request: { userId: number; importKey: string; fileName: string; bytes: Uint8Array },
): Promise<MarcImportAnswer> {
  const { jobs, writer, transaction, clock } = deps;
  const requestHash = createHash('sha256').update(`${request.fileName}\n`).update(request.bytes).digest('hex');
  const records = readMarcFile(request.bytes);
  if (records.length === 0) return { status: 400, body: { message: M.marcEmpty } };
  const job = await jobs.start({ ...request, requestHash, total: records.length });
  if (!job) {
    const earlier = (await jobs.find(request.userId, request.importKey))!;
    if (earlier.requestHash !== requestHash) return { status: 422, body: { message: IDEMPOTENCY_MESSAGES.keyReused } };
    if (earlier.status === 'checking') return { status: 409, body: { message: BULK_MESSAGES.stillRunning } };
    return { status: 200, body: jobs.reportOf(earlier) };
  }
  const figures: ImportFigures = { checked: 0, saved: 0, already: 0, invalid: 0, issues: [], alreadyRecords: [] };
  const seen = new Map<string, number>();
  try {
    for (let from = 0; from < records.length; from += BATCH_RECORDS) {
      await transaction(async () => {
        for (const { number, record } of records.slice(from, from + BATCH_RECORDS)) {
          figures.checked++;
          const mapped = record ? marcToCatalogue(record.leader, record.fields) : null;
          if (!mapped || !mapped.ok) {
            figures.invalid++;
            const issues = mapped ? mapped.issues : [{ column: '', reason: M.marcUnreadable }];
            figures.issues.push(...issues.map((i) => ({ row: number, ...i })));
            continue;
          }
          const repeated = mapped.record.copies.find((c) => seen.has(c.accessionNo));
          if (repeated) {
            figures.invalid++;
            figures.issues.push({
              row: number,
              column: '952',
              reason: filled(M.alreadyInFile, { accession: repeated.accessionNo }),
            });
            continue;
          }
          for (const c of mapped.record.copies) seen.set(c.accessionNo, number);
          const saved = await writer.save(mapped.record, request.userId);
          if (saved.added.length > 0 || !saved.merged) figures.saved++;
          else {
            figures.already++;
            figures.alreadyRecords.push(number);
          }
        }
      });
      await jobs.record(job.id, figures);
    }
    await jobs.finish(job.id, 'done', M.importImported, clock());
  } catch (error) {
    await jobs.finish(job.id, 'failed', BULK_MESSAGES.uploadFailed, clock());
    throw error;
  }
  return { status: 200, body: jobs.reportOf((await jobs.find(request.userId, request.importKey))!) };
}
