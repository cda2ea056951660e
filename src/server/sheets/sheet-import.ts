import { LIST_UPLOAD_MESSAGES } from '../../domain/academic/list-upload';
import type { CellValue } from '../../domain/admissions/bulk-cells';
import { BULK_MESSAGES } from '../../domain/admissions/bulk-messages';
import { isBlankRow } from '../../domain/admissions/bulk-rows';
import type { SessionUser } from '../auth/session-user';
import type { RejectedRow } from './error-sheet';
import { openFirstSheet, type SheetRow } from './sheet-rows';

/** An upload refused as a whole, before any row is saved: its words are the answer's message (400). */
export class SheetRefused extends Error {}

/** One upload: its job row, the file's bytes as sniffed, and its query beyond the fileType (a marks sheet's examId). */
export interface ImportJob {
  id: number;
  bytes: Uint8Array;
  mediaType: string;
  query?: URLSearchParams;
}

/** What is wrong in one row: the template column's header ('' for the row as a whole) and the words the clerk reads. */
export interface CellIssue {
  column: string;
  reason: string;
}

/** A row not submitted: refused ('invalid', in the sheet to fix) or already there ('admitted', nothing to fix). */
export interface Reject extends RejectedRow {
  kind: 'invalid' | 'admitted';
}

/** An upload's figures so far; totalRows is the rows with something in them below the header. */
export interface ImportCounts {
  checked: number;
  saved: number;
  admitted: number;
  invalid: number;
  totalRows: number | null;
}

/** Where the import records how far it got after each batch, committed so that the app's poll sees it. */
export interface ImportLog {
  record(jobId: number, counts: ImportCounts, rejects: readonly Reject[]): Promise<void>;
}

/** How an upload finds its template's columns in the sheet's header row (its first row with something in it). */
export interface SheetLayout<Layout> {
  /** The header row → the layout, or the required template columns it lacks (none when it has no template column). */
  read(header: readonly CellValue[]): { layout: Layout } | { missing: string[] };
  /** The words for a sheet without the template's header: no template column in its header row, or no rows at all. */
  noHeader: string;
  /** A row below the header that is neither checked nor saved (the template's example row left as it was). */
  skips?(row: SheetRow, layout: Layout): boolean;
}

/**
 * What the check found in one row: its texts in the template's columns (what the sheet of rows not submitted shows),
 * and either the value to save or what is wrong. `key` names what the file may hold once (an Aadhaar number, a roll
 * number): a later row with the key is refused with `repeated`, and it stands for a refused row too when given.
 */
export type RowCheck<Value> =
  { texts: string[]; value: Value; key?: string } | { texts: string[]; issues: readonly CellIssue[]; key?: string };

/** The row that first held a key: its number in the sheet and whether it was refused. */
export interface EarlierRow {
  row: number;
  refused: boolean;
}

/** What a batch save did with one row: saved, found already there (not saved, not an error), or refused. */
export type RowSaved = 'saved' | { already: CellIssue } | { refused: readonly CellIssue[] };

/**
 * An upload as its module writes it: the layout of its sheet and the check of one row (the domain's valibot schema
 * and the module's own look-ups, synchronous: whatever it reads is read in `open`, before the sheet), and the save of
 * a batch of checked rows in one transaction, answering what became of each row in order (insertNewRows, when the
 * rows are new rows of one table). The driver does the rest: the header, blank rows, keys repeated in the file,
 * batches, progress, the rows not submitted and the refusals.
 */
export interface SheetUpload<Layout, Value> {
  layout: SheetLayout<Layout>;
  check(row: SheetRow, layout: Layout): RowCheck<Value>;
  save(rows: readonly Value[]): Promise<readonly RowSaved[]>;
  /** Why a row is refused whose key an earlier row holds; by default 'The same row is on row N of this file.' */
  repeated?(earlier: EarlierRow): CellIssue;
  /** Rows checked between two saves, each one progress update; DEFAULT_BATCH_ROWS by default. */
  batchRows?: number;
}

/** Rows checked between two saves of an upload that does not say. */
export const DEFAULT_BATCH_ROWS = 500;

const repeatedRow = (earlier: EarlierRow): CellIssue => ({
  column: '',
  reason: LIST_UPLOAD_MESSAGES.repeatedInFile(earlier.row),
});

/**
 * A kind of sheet masterDataExcelsUploads takes (its `fileType`): who may upload it (checked before the file is read,
 * failing closed), its template's column names and file name for the sheet of rows not submitted, and `open`, which
 * reads once what the rows are checked against and gives the upload (throwing SheetRefused refuses it unread).
 */
export interface SheetUploadKind<Layout, Value> {
  mayUpload(user: SessionUser): boolean;
  headers: readonly string[];
  errorsFileName: string;
  open(job: ImportJob, user: SessionUser): Promise<SheetUpload<Layout, Value>>;
}

/** A kind of sheet as the upload route runs it (see SheetUploadKind, sheetImporter). */
export interface SheetImporter {
  mayUpload(user: SessionUser): boolean;
  run(job: ImportJob, user: SessionUser, log: ImportLog): Promise<ImportCounts>;
  headers: readonly string[];
  errorsFileName: string;
}

/** The route's importer of a kind of sheet: its upload, opened for each job, run by importSheet. */
export function sheetImporter<Layout, Value>(kind: SheetUploadKind<Layout, Value>): SheetImporter {
  return {
    mayUpload: (user) => kind.mayUpload(user),
    run: async (job, user, log) => importSheet(job, await kind.open(job, user), log),
    headers: kind.headers,
    errorsFileName: kind.errorsFileName,
  };
}

const plainIssue = ({ column, reason }: CellIssue): CellIssue => ({ column, reason });

/**
 * Reads the first worksheet (openFirstSheet: refused past SHEET_LIMITS before any row is saved), finds the layout
 * in its header row, then checks each row below it and saves the valid ones a batch at a time. A row whose key
 * an earlier row holds is refused with the earlier row's number. After each batch the job records the figures and
 * the rows not submitted (in row order), so a retry or a poll sees how far it got. Throws SheetRefused when the
 * sheet has no template header or no rows.
 */
export async function importSheet<Layout, Value>(
  job: ImportJob,
  upload: SheetUpload<Layout, Value>,
  log: ImportLog,
): Promise<ImportCounts> {
  const sheet = await openFirstSheet(job.bytes, job.mediaType);
  const counts: ImportCounts = { checked: 0, saved: 0, admitted: 0, invalid: 0, totalRows: null };
  const { repeated = repeatedRow, batchRows = DEFAULT_BATCH_ROWS } = upload;
  const firstRowOf = new Map<string, EarlierRow>();
  let found: { layout: Layout } | null = null;
  let pending: { rowNumber: number; texts: string[]; value: Value }[] = [];
  let rejects: Reject[] = [];
  let sinceSave = 0;

  const flush = async () => {
    const outcomes = pending.length ? await upload.save(pending.map((p) => p.value)) : [];
    if (outcomes.length !== pending.length) throw new Error('A batch save must answer for every row it is given');
    pending.forEach(({ rowNumber, texts }, i) => {
      const outcome = outcomes[i]!;
      if (outcome === 'saved') counts.saved++;
      else if ('already' in outcome) {
        counts.admitted++;
        rejects.push({ kind: 'admitted', rowNumber, cells: texts, issues: [plainIssue(outcome.already)] });
      } else {
        counts.invalid++;
        rejects.push({ kind: 'invalid', rowNumber, cells: texts, issues: outcome.refused.map(plainIssue) });
      }
    });
    if (counts.totalRows !== null) counts.totalRows = Math.max(counts.totalRows, counts.checked);
    await log.record(
      job.id,
      counts,
      rejects.sort((a, b) => a.rowNumber - b.rowNumber),
    );
    pending = [];
    rejects = [];
    sinceSave = 0;
  };

  for await (const row of sheet.rows()) {
    if (isBlankRow(row.cells)) continue;
    if (!found) {
      const header = upload.layout.read(row.cells);
      if ('missing' in header)
        throw new SheetRefused(
          header.missing.length ? BULK_MESSAGES.missingColumns(header.missing) : upload.layout.noHeader,
        );
      found = header;
      counts.totalRows = sheet.filledRows - 1;
      continue;
    }
    if (upload.layout.skips?.(row, found.layout)) continue;
    counts.checked++;
    const checked = upload.check(row, found.layout);
    const issues = 'issues' in checked ? checked.issues.map(plainIssue) : [];
    if (checked.key !== undefined) {
      const earlier = firstRowOf.get(checked.key);
      if (earlier) issues.push(plainIssue(repeated(earlier)));
      else firstRowOf.set(checked.key, { row: row.number, refused: issues.length > 0 });
    }
    if (issues.length || !('value' in checked)) {
      counts.invalid++;
      rejects.push({ kind: 'invalid', rowNumber: row.number, cells: checked.texts, issues });
    } else pending.push({ rowNumber: row.number, texts: checked.texts, value: checked.value });
    if (++sinceSave >= batchRows) await flush();
  }
  if (!found) throw new SheetRefused(upload.layout.noHeader);
  await flush();
  if (counts.checked === 0) throw new SheetRefused(BULK_MESSAGES.noRows);
  return counts;
}
