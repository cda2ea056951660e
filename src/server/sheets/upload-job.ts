import { createHash } from 'node:crypto';
import { BULK_MESSAGES } from '../../domain/admissions/bulk-messages';
import type { ImportReport } from '../../domain/admissions/bulk-report';
import { MB } from '../../domain/files/allowed-types';
import type { SessionUser } from '../auth/session-user';
import { IDEMPOTENCY_MESSAGES } from '../http/idempotency';
import type { UploadedFile } from '../http/multipart';
import { SheetRefused, type ImportLog, type SheetImporter } from './sheet-import';
import { UnreadableSheet } from './sheet-rows';
import { SheetTooLarge } from './unpacked-limits';

/**
 * The largest spreadsheet an upload takes: 100,000 admissions template rows are about 14 MB as .xlsx
 * (bench/admissions-import.ts); room to spare. Its rows and cells are bounded by SHEET_LIMITS as it is read.
 */
export const SHEET_UPLOAD_MAX_BYTES = 48 * MB;

/** A stored upload job as the lifecycle reads it. */
export interface UploadJobRow {
  id: number;
  status: string;
  message: string | null;
  requestHash: string | null;
}

/** Where upload jobs are kept (admission_imports): one per user and key, its figures and its rows not submitted. */
export interface UploadJobStore<Row extends UploadJobRow> extends ImportLog {
  /** Starts a job for this key; null when the user already has one with this key. */
  start(job: {
    userId: number;
    importKey: string;
    fileType: string;
    fileName: string;
    fileSize: number;
    totalRows: null;
    requestHash: string;
  }): Promise<Row | null>;
  find(userId: number, importKey: string): Promise<Row | null>;
  finish(id: number, status: 'done' | 'failed', message: string, totalRows?: number): Promise<void>;
  report(row: Row): Promise<ImportReport>;
}

export interface SheetUploadRequest {
  user: SessionUser;
  /** The upload's Idempotency-Key: the job's name, which a retry sends again. */
  importKey: string;
  fileType: string;
  file: UploadedFile;
  /** The request's address: its query (fileType and the rest, such as a marks sheet's examId) is part of the upload. */
  url: URL;
}

/** The upload's answer: the job's report, or why not; `replayed` when it is a stored outcome sent again. */
export type SheetUploadAnswer =
  { status: 200; body: ImportReport; replayed: boolean } | { status: 400 | 409 | 413 | 422; body: { message: string } };

/**
 * Runs one upload as a job named by its key, so that a replay never saves twice: the key with the same file (and
 * query) answers the stored outcome (still running 409, failed 400, done its report), with another file 422. A new
 * job runs the importer and ends done with 'Successfully Uploaded Excel File', or failed with the words of a refusal
 * (SheetRefused and the sheet limits, 400 or 413; an unreadable workbook, 400); any other error fails the job with
 * 'Unable to Upload Excel File' and is thrown on.
 */
export async function runSheetUpload<Row extends UploadJobRow>(
  jobs: UploadJobStore<Row>,
  importer: SheetImporter,
  { user, importKey, fileType, file, url }: SheetUploadRequest,
): Promise<SheetUploadAnswer> {
  // The key names one upload: the same key with another file (or query) is refused, not answered the first report.
  const requestHash = createHash('sha256')
    .update(`${url.search}\n${JSON.stringify([file.originalName, file.mediaType, file.size])}\n`)
    .update(file.bytes)
    .digest('hex');
  const job = await jobs.start({
    userId: user.id,
    importKey,
    fileType,
    fileName: file.originalName,
    fileSize: file.size,
    totalRows: null,
    requestHash,
  });
  if (!job) {
    // The same upload again with its key (a retry after a lost answer): its stored outcome, nothing saved twice.
    const earlier = (await jobs.find(user.id, importKey))!;
    if (earlier.requestHash !== null && earlier.requestHash !== requestHash)
      return { status: 422, body: { message: IDEMPOTENCY_MESSAGES.keyReused } };
    if (earlier.status === 'checking') return { status: 409, body: { message: BULK_MESSAGES.stillRunning } };
    if (earlier.status === 'failed')
      return { status: 400, body: { message: earlier.message ?? BULK_MESSAGES.uploadFailed } };
    return { status: 200, body: await jobs.report(earlier), replayed: true };
  }
  try {
    const counts = await importer.run(
      { id: job.id, bytes: file.bytes, mediaType: file.mediaType, query: url.searchParams },
      user,
      jobs,
    );
    await jobs.finish(job.id, 'done', BULK_MESSAGES.uploaded, counts.checked);
  } catch (error) {
    const refused =
      error instanceof SheetRefused || error instanceof SheetTooLarge
        ? error.message
        : error instanceof UnreadableSheet
          ? BULK_MESSAGES.unreadable
          : null;
    await jobs.finish(job.id, 'failed', refused ?? BULK_MESSAGES.uploadFailed);
    if (refused) return { status: error instanceof SheetTooLarge ? error.status : 400, body: { message: refused } };
    throw error;
  }
  return { status: 200, body: await jobs.report((await jobs.find(user.id, importKey))!), replayed: false };
}
